import type { Generated } from 'kysely';
import type { BookingStatus, EventStatus, EventType } from '../../../contract/events';
import type { Flag } from './flag';

/** Events, bookings and CPD awards (migration 0020). */

export interface EventsTable {
  id: Generated<number>;
  event_no: string;
  status: EventStatus;
  description: string;
  details: string;
  start_date: string;
  end_date: string;
  /** HH:MM, Nairobi time. */
  start_time: string;
  end_time: string;
  location: string;
  event_type: EventType;
  cpd_points: number;
  is_webinar: Flag;
  standard_fee_cents: number;
  booking_url: string | null;
  capacity: number | null;
  booked_count: Generated<number>;
  logo_document_id: string | null;
  created_by: number | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface EventProvidersTable {
  id: Generated<number>;
  event_id: number;
  position: number;
  name: string;
}

export interface EventFeesTable {
  event_id: number;
  category: string;
  amount_cents: number;
}

export interface EventBookingsTable {
  id: Generated<number>;
  booking_no: string;
  event_id: number;
  user_id: number;
  status: BookingStatus;
  amount_cents: number;
  attended_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CpdAwardsTable {
  id: Generated<number>;
  certificate_no: string;
  user_id: number;
  member_no: string | null;
  event_id: number | null;
  booking_id: number | null;
  description: string;
  provider: string;
  location: string;
  event_date: string;
  end_date: string;
  points: number;
  period: number;
  source: 'ATTENDANCE' | 'MANUAL';
  awarded_by: number | null;
  created_at: string;
}

export interface ProjectsHandoffsTable {
  token_id: string;
  user_id: number;
  expires_at: string;
  redeemed_at: string;
}
