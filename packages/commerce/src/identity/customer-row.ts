import type { Gender } from '@vitrine/domain';
import type { Customer, Session, SessionKind } from './identity-types';

export interface CustomerRow {
  id: string;
  shop_id: number;
  customer_no: string;
  email: string | null;
  password_hash: string | null;
  is_guest: boolean;
  first_name: string | null;
  last_name: string | null;
  gender: string | null;
  phone: string | null;
  birth_date: string | Date | null;
  newsletter: boolean;
  balance_cents: number;
}

export interface SessionRow {
  id: string;
  shop_id: number;
  user_id: string;
  customer_id: string | null;
  kind: string;
  expires_at: Date | string;
}

function isGender(value: string | null): value is Gender {
  return value === 'm' || value === 'f' || value === 'd';
}

function isoDate(value: string | Date | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

export function customerFromRow(row: CustomerRow): Customer {
  return {
    id: row.id,
    shopId: row.shop_id,
    customerNo: row.customer_no,
    email: row.email,
    isGuest: row.is_guest,
    firstName: row.first_name,
    lastName: row.last_name,
    gender: isGender(row.gender) ? row.gender : null,
    phone: row.phone,
    birthDate: isoDate(row.birth_date),
    newsletter: row.newsletter,
    balanceCents: row.balance_cents,
  };
}

export function sessionFromRow(row: SessionRow): Session {
  return {
    id: row.id,
    shopId: row.shop_id,
    userId: row.user_id,
    customerId: row.customer_id,
    kind: row.kind as SessionKind,
    expiresAt: new Date(row.expires_at),
  };
}
