import type { Creator, Message } from '../../contract/contract';

/** A message shown before the server has one: the first message on its way, an answer streaming in. */
export function localMessage(id: string, creator: Creator, text: string): Message {
  return {
    id,
    user_id: '',
    user_name: '',
    user_profile_picture_url: '',
    message: text,
    creator,
    created_at: Date.now(),
    conversation_id: '',
    version: 2,
    citations: [],
  };
}
