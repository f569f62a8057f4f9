import { DUTY_TYPE_SLUG, DutyType, dutyTypeOfSlug } from '@atelier/api';
import { DutyConfig, permittedDutyTypes } from '@atelier/features';
import { useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Page } from '../../layout/Page';
import { usePermissions } from '../../queries/hooks';
import * as pages from '../pages.css';

/**
 * enterprise → 职责配置 (/enterprise/dutyConfig/:type; issue 24): one tab per duty type the person's keys open
 * (engineering management, design projects, post attributes); a type they may not see, or an unknown one, goes to
 * the first they may (001 section 2.2).
 */
export function Component() {
  const { type: slug } = useParams();
  const navigate = useNavigate();
  const { keys } = usePermissions();
  const types = useMemo(() => permittedDutyTypes([...keys]), [keys]);
  const type = dutyTypeOfSlug(slug);
  const first = types[0];
  if ((type === null || !types.includes(type)) && first !== undefined) {
    return <Navigate to={`/enterprise/dutyConfig/${DUTY_TYPE_SLUG[first]}`} replace />;
  }
  return (
    <Page>
      <section className={pages.card}>
        <DutyConfig
          type={type ?? first ?? DutyType.DesignProject}
          types={types}
          showTitle={false}
          onTypeChange={(next) => void navigate(`/enterprise/dutyConfig/${DUTY_TYPE_SLUG[next]}`)}
        />
      </section>
    </Page>
  );
}
