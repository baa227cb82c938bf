import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  bioSavedSchema,
  bioSchemaOut,
  patchSpecializationSchema,
  removeSpecializationSchema,
  specializationSchema,
  submitSpecializationsSchema,
} from '../profile-bio';
import { firmBioSavedSchema, firmBioSchemaOut } from '../profile-firm-bio';

/**
 * The signed-in user's own bio and specializations, and a firm's bio (spec 2 §7). There is no id in
 * these paths: each works on the caller's own profile.
 */
export const profileBioEndpoints = {
  bio: endpoint({
    method: 'GET',
    path: '/api/profile',
    summary: "The signed-in user's bio",
    data: bioSchemaOut,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/profile',
    summary: 'Create the individual profile (multipart: bio fields, picture, IDImage)',
    multipart: true,
    data: bioSavedSchema,
  }),
  /**
   * Also takes JSON: `{ confirmed: true, ProfileID }` confirms the profile (the confirmation page),
   * other JSON updates the fields without files.
   */
  update: endpoint({
    method: 'POST',
    path: '/api/profile/update',
    summary: 'Update the own bio (multipart), or confirm it with JSON { confirmed: true, ProfileID }',
    multipart: true,
    data: z.object({ message: z.string(), profile: bioSchemaOut.optional() }),
  }),
  specializations: endpoint({
    method: 'GET',
    path: '/api/profile/specialization',
    summary: "The signed-in user's specializations",
    data: z.array(specializationSchema),
  }),
  addSpecializations: endpoint({
    method: 'POST',
    path: '/api/profile/specialization',
    summary: 'Add specializations (a list)',
    body: submitSpecializationsSchema,
    data: z.array(specializationSchema),
  }),
  updateSpecialization: endpoint({
    method: 'POST',
    path: '/api/profile/specialization/update',
    summary: 'Change one specialization, named by EntryNo',
    body: patchSpecializationSchema,
    data: z.array(specializationSchema),
  }),
  removeSpecialization: endpoint({
    method: 'POST',
    path: '/api/profile/specialization/remove',
    summary: 'Remove one specialization, named by EntryNo',
    body: removeSpecializationSchema,
    data: z.object({ message: z.string() }),
  }),
  firmBio: endpoint({
    method: 'GET',
    path: '/api/profile/firmBio',
    summary: "The signed-in firm's bio; null without a profile",
    data: firmBioSchemaOut.nullable(),
  }),
  createFirmBio: endpoint({
    method: 'POST',
    path: '/api/profile/firmBio',
    summary: "Create the firm's profile (multipart: firm bio fields and Image)",
    multipart: true,
    data: firmBioSavedSchema,
  }),
  updateFirmBio: endpoint({
    method: 'POST',
    path: '/api/profile/firmBio/update',
    summary: "Update the firm's own bio (multipart: firm bio fields and, to replace it, Image)",
    multipart: true,
    data: firmBioSavedSchema,
  }),
};
