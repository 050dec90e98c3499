import { useQuery } from '@tanstack/react-query';
import type { ConfirmationAnswer } from '@covers/shared';
import { useWrite } from '../../../api/use-write';
import { messagingApi } from '../api/messaging.api';
import { confirmationLinkKey } from '../api/messaging.keys';

/** The diner's page: their booking, and whether the link was used or has expired. */
export function useConfirmationLink(token: string) {
  return useQuery({ queryKey: confirmationLinkKey(token), queryFn: () => messagingApi.confirmation(token), retry: false });
}

/** The diner's one answer; the page shows a refusal itself (used, expired, too late). */
export function useAnswerConfirmation(token: string) {
  return useWrite({
    write: (answer: ConfirmationAnswer) => messagingApi.answer(token, answer),
    invalidates: [confirmationLinkKey(token)],
  });
}
