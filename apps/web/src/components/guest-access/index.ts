export { useGuestAccess, type GuestAccessResult } from './use-guest-access';
