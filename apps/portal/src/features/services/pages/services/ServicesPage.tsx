import { fetchServices, servicesKey, submitGvlContact, useFetch } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSignedInUser } from '../../../../shared/currentUser/CurrentUser';
import { useFormSubmit } from '../../../../shared/forms/useFormSubmit';
import { contactSectionId } from '../../contactLinks';
import { gvlContactValuesOf } from '../../gvlContact';
import { ServicesView } from './ServicesView';

/** The services with the user's dealer: GET /services. */
export function ServicesPage() {
  const services = useFetch(servicesKey, fetchServices);
  const { hash } = useLocation();
  const loaded = services.data !== null;
  const { user } = useSignedInUser();
  const initialValues = useMemo(() => gvlContactValuesOf(user), [user]);
  // The form shows its own thanks in its place: no toast besides.
  const sendGvlContact = useFormSubmit(submitGvlContact, { showSuccessToast: false });

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
      gvlContact={{ initialValues, onSubmit: sendGvlContact }}
    />
  );
}
