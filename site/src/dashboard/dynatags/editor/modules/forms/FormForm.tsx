import { LEAD_FORM_LIMITS } from '@shared/schemas/lead-form';
import { LeadQuestions } from '../../../../contacts/lead-form/LeadQuestions';
import { useT } from '../../../../lib/i18n';
import { TextAreaField } from '../../../../ui/fields';
import { useEditorT } from '../i18n';
import { useProblem } from '../use-problem';
import type { FormProps } from './types';

/**
 * A form module (issue 32): the tag's own questions — the same kinds as a profile's lead form, in the same list
 * (LeadQuestions), asked after name, e-mail and phone — and the consent sentence the visitor agrees to by sending.
 * Answers become the company's leads.
 */
export function FormForm({ module, onChange, problems }: FormProps<'form'>) {
  const t = useT();
  const { t: te } = useEditorT();
  const message = useProblem(problems);
  return (
    <div className="space-y-2 pt-1">
      <p className="text-base-content/75 text-sm">
        {te('modFormIntro', { max: LEAD_FORM_LIMITS.questions })}
      </p>
      <LeadQuestions
        questions={module.questions}
        onChange={(questions) => onChange({ ...module, questions })}
        error={(i, field) => message(`/questions/${i}/${field}`, field === 'options')}
        labelRequired
      />
      <TextAreaField
        label={t('leadFormConsent')}
        hint={te('modFormConsentHint')}
        rows={2}
        maxLength={LEAD_FORM_LIMITS.consent}
        value={module.consent}
        onChange={(consent) => onChange({ ...module, consent })}
        error={message('/consent')}
      />
    </div>
  );
}
