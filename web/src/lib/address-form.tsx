// How the room speaks on the phones: the room's address form, set by the host in the
// lobby («جلسة بنات»), reaches every phase screen through this context, and a screen reads its
// text table's side with `useTexts`. The tables themselves live beside each game's other texts.
import { createContext, useContext, type ReactNode } from "react";
import { textsFor, type Addressed, type AddressForm } from "../../../schema/address";

const AddressFormContext = createContext<AddressForm | undefined>(undefined);

export function AddressFormProvider({ form, children }: { form: AddressForm | undefined; children: ReactNode }) {
  return <AddressFormContext.Provider value={form}>{children}</AddressFormContext.Provider>;
}

/** The room's address form («جلسة بنات» or everyone), for texts that are not a table (a game's catalogue name). */
export function useAddressForm(): AddressForm | undefined {
  return useContext(AddressFormContext);
}

/** The side of `table` the room speaks in: its women side in a women's gathering, else everyone's. */
export function useTexts<T>(table: Addressed<T>): T {
  return textsFor(table, useContext(AddressFormContext));
}
