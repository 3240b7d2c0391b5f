// The libraries every page of the app runs on: Preact's React layer, the router and the query
// cache. The entry script (start.ts) imports this module first, so evaluating them is a task of
// its own, before the app's own modules and before hydrating.
import "react";
import "react-router";
import "@tanstack/react-query";
