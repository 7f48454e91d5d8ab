/**
 * A message as `@formatjs/cli` extracts it: German source text in `defaultMessage`, the other
 * languages in the package's catalogs. The same shape as react-intl's, without React.
 */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
  description?: string;
}

/**
 * Marks messages for extraction where react-intl is not at hand (the server, React-free
 * modules). The extractor finds calls by this name, as it finds react-intl's.
 */
export function defineMessages<Names extends string>(
  messages: Record<Names, MessageDescriptor>,
): Record<Names, MessageDescriptor> {
  return messages;
}

export function defineMessage(message: MessageDescriptor): MessageDescriptor {
  return message;
}
