import { graphql, useStaticQuery } from 'gatsby';
import type { SiteFileData } from '../content-model/content-schema';
import { required } from '../lib/required';

/** The waitlist's words (content/waitlist.yaml): its pages, and the form in coverage answers. */
export function useWaitlist(): SiteFileData<'waitlist'> {
  const data = useStaticQuery<Queries.WaitlistQuery>(graphql`
    query Waitlist {
      waitlistYaml {
        seo {
          title
          description
        }
        heading
        intro
        coverageLinkLabel
        form {
          heading
          intro
          reachNote
          consent
          buttonLabel
          joined
        }
        thanks {
          title
          heading
          body
          notJoinedHeading
          notJoinedBody
          formLinkLabel
        }
        left {
          title
          heading
          body
          invalidHeading
          invalidBody
        }
        email {
          subject
          greeting
          body
          plansHeading
          contactLabel
          signature
          leaveText
          leaveLabel
        }
        digest {
          subject
          intro
          enquiriesHeading
          unsentText
          waitlistHeading
          servedHeading
          callHeading
          noneText
        }
      }
    }
  `);
  return required(data.waitlistYaml, 'content/waitlist.yaml');
}
