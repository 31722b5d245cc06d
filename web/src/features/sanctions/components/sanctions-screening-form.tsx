import {
  RISK_LEVELS,
  SANCTIONS_ENTITY_TYPES,
  SCREENING_RESULTS,
  type SanctionsCheckResponse,
} from '@compliance/contracts';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import {
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';

import { useFormFields } from '../../../lib/use-form-fields';
import { sentenceCase } from '../../../components/status-badge';
import { useToast } from '../../../components/toast';
import { useCheckWatchlists } from '../api/check-watchlists';
import { useCreateSanctionsScreening } from '../api/create-sanctions-screening';
import {
  EMPTY_SANCTIONS_FORM,
  needsOverrideReason,
  OVERRIDE_REASON_REQUIRED,
  parseCheckRequest,
  parseSanctionsForm,
} from '../sanctions-form';

import { CheckResults } from './check-results';
import { SuggestionHint } from './suggestion-hint';

type Check = { name: string; type: string; response: SanctionsCheckResponse };

const options = (values: readonly string[]) =>
  values.map((value) => (
    <MenuItem key={value} value={value}>
      {sentenceCase(value)}
    </MenuItem>
  ));

/** 'New Sanctions Screening', plus 'Check watchlists' to screen the name first. */
export const SanctionsScreeningForm = () => {
  const { toast } = useToast();
  const { values, setValues, setErrors, reset, fields } = useFormFields({
    initial: EMPTY_SANCTIONS_FORM,
    idPrefix: 'sanctions',
  });
  const [check, setCheck] = useState<Check | null>(null);
  const create = useCreateSanctionsScreening({
    onSuccess: () => {
      toast({ title: 'Sanctions screening created successfully' });
      reset();
      setCheck(null);
    },
  });
  const checker = useCheckWatchlists();
  const busy = create.isPending;

  // A check answers for the name and type it was run with; once either changes it no longer applies.
  const current =
    check && check.name === values.entityName.trim() && check.type === values.entityType
      ? check.response
      : null;
  const overridden =
    current !== null &&
    (values.screeningResult !== current.suggestedResult ||
      values.riskLevel !== current.suggestedRiskLevel);

  const reasonRequired = needsOverrideReason(values.screeningResult, current?.suggestedResult);

  const applySuggestion = (response: SanctionsCheckResponse) => {
    setValues((v) => ({
      ...v,
      screeningResult: response.suggestedResult,
      riskLevel: response.suggestedRiskLevel,
    }));
    setErrors((e) => ({ ...e, screeningResult: undefined, riskLevel: undefined }));
  };

  const field = fields(busy);

  const runCheck = () => {
    const parsed = parseCheckRequest(values);
    if (!parsed.ok) {
      setErrors((e) => ({ ...e, ...parsed.errors }));
      return;
    }
    checker.mutate(parsed.value, {
      onSuccess: (response) => {
        setCheck({ name: parsed.value.entityName, type: parsed.value.entityType, response });
        applySuggestion(response);
      },
    });
  };

  /**
   * Without a check of the current name, submitting checks first: the server screens every new
   * record and refuses a result against its suggestion without a reason, so the reason is asked
   * for here, beside its field, not in an error toast. A failed check leaves it to the server.
   */
  const checkThenCreate = () => {
    const parsed = parseSanctionsForm({ ...values, overrideReason: '' });
    const request = parseCheckRequest(values);
    if (!parsed.ok || !request.ok) {
      setErrors({ ...(parsed.ok ? {} : parsed.errors), ...(request.ok ? {} : request.errors) });
      return;
    }
    const createWithoutReason = () => create.mutate({ ...parsed.value, overrideReason: undefined });
    checker.mutate(request.value, {
      onSuccess: (response) => {
        setCheck({ name: request.value.entityName, type: request.value.entityType, response });
        if (needsOverrideReason(values.screeningResult, response.suggestedResult))
          setErrors({ overrideReason: OVERRIDE_REASON_REQUIRED });
        else createWithoutReason();
      },
      onError: createWithoutReason,
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || checker.isPending) return;
    if (!current) {
      checkThenCreate();
      return;
    }
    const parsed = parseSanctionsForm(reasonRequired ? values : { ...values, overrideReason: '' });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    if (reasonRequired && !parsed.value.overrideReason?.trim()) {
      setErrors({ overrideReason: OVERRIDE_REASON_REQUIRED });
      return;
    }
    create.mutate(reasonRequired ? parsed.value : { ...parsed.value, overrideReason: undefined });
  };

  return (
    <Card component="section" aria-labelledby="sanctions-form-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" id="sanctions-form-title" sx={{ mb: 2 }}>
          New Sanctions Screening
        </Typography>
        <Stack
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label="New Sanctions Screening"
          spacing={2}
        >
          <TextField
            {...field('entityName')}
            label="Entity name"
            placeholder="Person, company or vessel"
          />
          <TextField {...field('entityType')} select label="Entity type">
            {options(SANCTIONS_ENTITY_TYPES)}
          </TextField>
          <Button
            variant="outlined"
            startIcon={<TravelExploreIcon />}
            onClick={runCheck}
            disabled={busy || checker.isPending}
          >
            {checker.isPending ? 'Checking watchlists...' : 'Check watchlists'}
          </Button>
          {current && (
            <SuggestionHint
              result={current.suggestedResult}
              riskLevel={current.suggestedRiskLevel}
              overridden={overridden}
              onApply={() => applySuggestion(current)}
            />
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' },
            }}
          >
            <TextField {...field('screeningResult')} select label="Screening result">
              {options(SCREENING_RESULTS)}
            </TextField>
            <TextField {...field('riskLevel')} select label="Risk level">
              {options(RISK_LEVELS)}
            </TextField>
          </Box>
          {reasonRequired && (
            <TextField
              {...field('overrideReason')}
              required
              label="Reason for overriding the suggestion"
              placeholder={`Why ${values.screeningResult} although the screening suggests ${current?.suggestedResult}`}
              multiline
              minRows={2}
            />
          )}
          <TextField {...field('notes')} label="Notes" multiline minRows={2} />
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving...' : 'Create Screening'}
          </Button>
        </Stack>
        {current && (
          <>
            <Divider sx={{ my: 2.5 }} />
            <CheckResults check={current} name={check!.name} />
          </>
        )}
      </CardContent>
    </Card>
  );
};
