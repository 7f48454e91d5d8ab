import { usePortalConfig } from '../../../../shared/portalConfig';
import { ContactView } from './ContactView';

/** The contact page; its form sends to `POST /forms/contact`. */
export function ContactPage() {
  const { baseUrl, clientSegment } = usePortalConfig().api;
  return <ContactView api={{ baseUrl, clientSegment }} />;
}
