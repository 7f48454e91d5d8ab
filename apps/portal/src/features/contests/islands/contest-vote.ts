import { portalContestVoteMessages } from '../../../messages/contests';
import { defineIsland } from '../../../shared/islands';
import { VoteButton } from '../components/VoteButton';

/** The vote of one entry of a contest, hydrated on its own. */
export const contestVoteIsland = defineIsland({
  name: 'contest-vote',
  catalogs: [portalContestVoteMessages],
  Component: VoteButton,
});
