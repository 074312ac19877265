export type { MailSender, ShoppingMail, ShoppingMailKind } from './order-mail';
export {
  type ComplaintOptions,
  type ComplaintReason,
  type CustomerRef,
  complaintReasons,
  type OrderComplaint,
  type OrderDetail,
  type OrderLine,
  type OrderPackage,
  type OrderRefusal,
  type OrderService,
  type OrderSummary,
  type ShipmentInput,
} from './order-service';
