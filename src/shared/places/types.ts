export interface City {
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface Country {
  readonly name: string;
  /** Dialling code with its plus sign, e.g. '+92'. */
  readonly dialCode: string;
  /** ISO 3166-1 alpha-2 code, e.g. 'PK'. */
  readonly iso: string;
  readonly flag: string;
}
