import type { Db } from '../../db/database';

export interface Issuer {
  name: string;
  shortName: string;
  address: string;
  email: string;
  phone: string;
  website: string;
  /** A data URL (SVG, PNG or JPEG). */
  logo: string;
}

/** The body issuing the documents (company_information, editable by staff). */
export async function issuerOf(db: Db): Promise<Issuer> {
  const company = await db.selectFrom('company_information').selectAll().orderBy('id').executeTakeFirst();
  return {
    name: company?.display_name ?? '',
    shortName: company?.short_name ?? '',
    address: company?.address ?? '',
    email: company?.email ?? '',
    phone: company?.phone ?? '',
    website: company?.website ?? '',
    logo: company?.logo ?? '',
  };
}
