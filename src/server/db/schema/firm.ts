/** The firm bio of a Corporate user's profile (migration 0011); the name of body is profiles.first_name. */
export interface ProfileFirmTable {
  /** profiles.id; one firm bio per profile. */
  profile_id: number;
  address: string;
  /** Physical address, optional. */
  address_2: string | null;
  phone_no: string;
  phone_no_2: string;
  fax_no: string;
  vat_reg_no: string;
  house_no: string;
  block_no: string;
  lr_no: string;
  street_name: string;
  city: string;
  /** documents.id of the firm's image. */
  image_document_id: string | null;
  created_at: string;
  updated_at: string;
}
