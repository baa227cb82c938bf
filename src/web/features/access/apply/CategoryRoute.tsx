import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { userTypeOfRoute } from '../../../../contract/access';
import type { UserType } from '../../../../contract/auth';
import { RouteProblem } from './RouteProblem';

/** The :type/:code pair of /signup and /register; a link that names no category gets a way back. */
export function CategoryRoute({ render }: { render: (type: UserType, code: string) => ReactNode }) {
  const params = useParams();
  const type = userTypeOfRoute(params.type);
  if (!type || !params.code) {
    return (
      <RouteProblem
        title="Category not available"
        message="This link does not name a membership category."
        to="/categories"
        action="Choose a category"
      />
    );
  }
  return render(type, params.code);
}
