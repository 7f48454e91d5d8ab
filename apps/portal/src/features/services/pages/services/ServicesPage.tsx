import { fetchServices, servicesKey, useFetch } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { contactSectionId } from '../../contactLinks';
import { ServicesView } from './ServicesView';

/** The services with the user's dealer: GET /services. */
export function ServicesPage() {
  const services = useFetch(servicesKey, fetchServices);
  const { hash } = useLocation();
  const loaded = services.data !== null;

  // "#GvlContact" leads to the contacts, which are there only once the data has come.
  useEffect(() => {
    if (loaded && hash === `#${contactSectionId}`) {
      document.getElementById(contactSectionId)?.scrollIntoView();
    }
  }, [loaded, hash]);

  return (
    <ServicesView
      state={layoutStateOf(services)}
      onRetry={() => void services.refetch()}
      services={services.data}
    />
  );
}
