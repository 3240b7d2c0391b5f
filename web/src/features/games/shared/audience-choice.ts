/** One option the audience may vote for, as its button reads. */
export interface AudienceChoice {
  id: string;
  label: string;
}
