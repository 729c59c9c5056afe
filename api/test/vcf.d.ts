// The `vcf` package (an independent vCard parser used by the tests) ships no types.
declare module 'vcf' {
  type Property = { _data: string; valueOf(): string; is(type: string): boolean; [param: string]: unknown };
  class VCard {
    version: string;
    data: Record<string, Property | Property[]>;
    parse(text: string): VCard;
    get(key: string): Property | Property[] | undefined;
    static parse(text: string): VCard[];
  }
  export default VCard;
}
