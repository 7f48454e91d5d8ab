import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import { portalPublicFormsMessages } from '../../../messages';
import { portalUsedMachinesMessages } from '../../../messages/usedMachines';
import { defineIsland } from '../../../shared/islands';
import { MachineInquiry } from '../components/MachineInquiry';

/** The inquiry about a machine with its privacy consent, hydrated on its own. */
export const machineInquiryIsland = defineIsland({
  name: 'machine-inquiry',
  // The field errors' texts are in the API's personal-area part, the thanks in its main one;
  // the public forms' texts in theirs.
  catalogs: [
    portalUsedMachinesMessages,
    portalPublicFormsMessages,
    apiMessages,
    apiPersonalAreaMessages,
  ],
  Component: MachineInquiry,
});
