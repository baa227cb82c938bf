import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type ChangeEvent, useEffect, useMemo, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import {
  type Bio,
  bioToday,
  COUNTY_COUNTRY,
  genders,
  SPECIAL_ORGANISATION,
  type Specialization,
} from '../../../../contract/profile-bio';
import { MultiSelectField, RadioField, SelectField } from '../../../components/form-fields';
import {
  LeaveWithChangesDialog,
  StickyFormActions,
  useConfirmedCancel,
} from '../../../components/UnsavedChanges';
import {
  useCities,
  useCounties,
  useCountries,
  useDisciplines,
  useTitles,
} from '../../../lib/reference-lists';
import { useCurrentUser } from '../../../lib/session';
import { useSiteSettings } from '../../../lib/settings';
import { useUnsavedChangesGuard } from '../../../lib/use-unsaved-changes-guard';
import { BioDisabilityFields } from './BioDisabilityFields';
import { BioLocationFields } from './BioLocationFields';
import { BioUploadFields } from './BioUploadFields';
import { saveBio, saveSpecializations } from './bio-writes';
import {
  type BioFormOutput,
  type BioFormValues,
  bioFormSchema,
  fieldLabels,
  valuesOf,
} from './bioFormSchema';
import { ErrorDialog } from './ErrorDialog';
import { fieldMessages, labelledProblems, saveProblems } from './form-problems';
import { type SpecializationItem, SpecializationSection } from './SpecializationSection';

export { type BioFormValues, bioFormSchema, fieldLabels } from './bioFormSchema';

/** Upper-cases a name field as it is typed, keeping the caret where it was. */
const upperCased =
  (onChange: (event: ChangeEvent<HTMLInputElement>) => unknown) => (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const { selectionStart, selectionEnd } = input;
    input.value = input.value.toUpperCase();
    if (selectionStart !== null && selectionEnd !== null)
      input.setSelectionRange(selectionStart, selectionEnd);
    return onChange(event);
  };

const noSpecializations: Specialization[] = [];

export interface BioFormProps {
  /** 'initial': creating the profile, always editable; 'edit' and 'view' work on the stored bio. */
  mode: 'initial' | 'edit' | 'view';
  bio?: Bio;
  specializations?: Specialization[];
  onSaved: (bio: Bio) => void | Promise<void>;
  /** Leaves edit mode; asked for only after the member agrees to drop unsaved edits. */
  onCancel?: () => void;
}

const itemsOf = (specializations: Specialization[]): SpecializationItem[] =>
  specializations.map(({ Code, Description, EntryNo }) => ({ Code, Description, EntryNo }));

/** The individual's bio form (spec 1 §2, spec 2 §2.7): create with 'Create Profile', or edit the stored bio. */
export function BioForm({ mode, bio, specializations = noSpecializations, onSaved, onCancel }: BioFormProps) {
  const { data: user } = useCurrentUser();
  const settings = useSiteSettings();
  const caption = settings.minor_settings.organisation_caption;
  const readOnly = mode === 'view';
  const isNew = mode === 'initial';
  const schema = useMemo(
    () => bioFormSchema({ organisationCaption: caption, hasStoredPicture: Boolean(bio?.picture), isNew }),
    [caption, bio?.picture, isNew],
  );
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    reset,
    trigger,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BioFormValues, unknown, BioFormOutput>({
    resolver: zodResolver(schema),
    // A new bio starts from the ID typed at registration.
    defaultValues: {
      ...valuesOf(bio),
      IdentificationDocumentNo: bio?.IdentificationDocumentNo || user?.id_number || '',
    },
  });
  const [items, setItems] = useState<SpecializationItem[]>(() => itemsOf(specializations));
  const [problems, setProblems] = useState<string[]>([]);

  // The form starts from the bio and the specializations it was given; it follows them only when
  // they change. Setting them again on mount would render this long form a second time, all at once.
  const [shownBio, setShownBio] = useState(bio);
  useEffect(() => {
    if (bio === shownBio) return;
    setShownBio(bio);
    reset(valuesOf(bio));
  }, [bio, shownBio, reset]);
  const [shownSpecializations, setShownSpecializations] = useState(specializations);
  if (specializations !== shownSpecializations) {
    setShownSpecializations(specializations);
    setItems(itemsOf(specializations));
  }

  const itemsChanged = JSON.stringify(items) !== JSON.stringify(itemsOf(specializations));
  const dirty = !readOnly && (isDirty || itemsChanged);
  const guard = useUnsavedChangesGuard(dirty);
  const confirmedCancel = useConfirmedCancel(dirty, () => onCancel?.());

  const picture = watch('picture');

  const nationality = watch('Nationality');
  const county = watch('county');
  const discipline = watch('Discipline');
  const disability = watch('Disability');
  const isKenyan = nationality === COUNTY_COUNTRY;

  const titles = useTitles(user?.category ?? null);
  const disciplines = useDisciplines();
  const countries = useCountries();
  const counties = useCounties(nationality, isKenyan);
  const cities = useCities(isKenyan && county !== '' ? Number(county) : null);

  const onInvalid = (invalid: FieldErrors<BioFormValues>) =>
    setProblems(labelledProblems(fieldMessages(invalid), fieldLabels));

  const onValid = async (values: BioFormOutput) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) {
      if (key === 'picture' || key === 'IDImage' || key === 'profileTitle' || key === 'Disability') continue;
      if (!isKenyan && (key === 'county' || key === 'City')) continue;
      form.append(key, String(value ?? ''));
    }
    form.append('Disability', values.Disability ? 'true' : 'false');
    form.append('profileTitle', JSON.stringify(values.profileTitle.map((title) => ({ title }))));
    if (values.picture) form.append('picture', values.picture, values.picture.name);
    if (values.IDImage) form.append('IDImage', values.IDImage, values.IDImage.name);
    try {
      const saved = await saveBio(form, isNew);
      await saveSpecializations(specializations, items);
      guard.release();
      // A form's save answers the profile; only the JSON confirmation (not sent here) answers without one.
      await onSaved(saved.profile!);
    } catch (error) {
      setProblems(saveProblems(error, fieldLabels, 'The profile could not be saved. Please try again.'));
    }
  };

  const titleRequired = caption !== SPECIAL_ORGANISATION;

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label="Bio">
      <fieldset disabled={readOnly || isSubmitting} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <BioUploadFields
            control={control}
            errors={errors}
            trigger={trigger}
            bio={bio}
            picture={picture}
            readOnly={readOnly}
            isNew={isNew}
            caption={caption}
          />

          <MultiSelectField
            control={control}
            name="profileTitle"
            label="Title"
            withAsterisk={titleRequired}
            data={(titles.data ?? []).map((title) => ({ value: title.title, label: title.description }))}
            placeholder={titles.isLoading ? 'Loading…' : 'Choose one or more'}
            searchable
            disabled={readOnly}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {(['FirstName', 'SecondName', 'LastName'] as const).map((name) => {
              const field = register(name);
              return (
                <TextInput
                  key={name}
                  label={fieldLabels[name]}
                  withAsterisk={name !== 'SecondName'}
                  autoComplete={
                    name === 'FirstName'
                      ? 'given-name'
                      : name === 'LastName'
                        ? 'family-name'
                        : 'additional-name'
                  }
                  {...field}
                  onChange={upperCased(field.onChange)}
                  error={errors[name]?.message}
                />
              );
            })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <RadioField control={control} name="Gender" label="Gender" withAsterisk>
              <Group gap="md" mt={6}>
                {genders.map((gender) => (
                  <Radio key={gender} value={gender} label={gender} disabled={readOnly} />
                ))}
              </Group>
            </RadioField>
            <TextInput
              label="Date of Birth"
              type="date"
              withAsterisk
              max={bioToday()}
              {...register('DateOfBirth')}
              error={errors.DateOfBirth?.message}
            />
            <TextInput
              label="ID/Passport Number"
              withAsterisk
              {...register('IdentificationDocumentNo')}
              error={errors.IdentificationDocumentNo?.message}
            />
          </SimpleGrid>
          <BioLocationFields
            control={control}
            setValue={setValue}
            readOnly={readOnly}
            isKenyan={isKenyan}
            county={county}
            countries={countries.data}
            counties={counties.data}
            cities={cities.data}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SelectField
              control={control}
              name="Discipline"
              label="Discipline"
              withAsterisk
              data={(disciplines.data ?? []).map((entry) => ({
                value: entry.code,
                label: entry.description,
              }))}
              onPicked={() =>
                // Specializations belong to a discipline: not yet saved ones of another go.
                setItems((current) => current.filter((item) => item.EntryNo !== undefined))
              }
              disabled={readOnly}
            />
            {settings.minor_settings.practicing_firm && (
              <TextInput
                label="Practising Firm"
                {...register('memberPracticingFirm')}
                error={errors.memberPracticingFirm?.message}
              />
            )}
          </SimpleGrid>
          <BioDisabilityFields
            control={control}
            errors={errors}
            register={register}
            disability={disability}
          />
          <SpecializationSection
            discipline={discipline ?? ''}
            items={items}
            onChange={setItems}
            readOnly={readOnly}
          />
          {!readOnly && (
            <StickyFormActions
              saveLabel={isNew ? 'Create Profile' : 'Save'}
              saving={isSubmitting}
              dirty={dirty}
              onCancel={onCancel && confirmedCancel.cancel}
            />
          )}
        </Stack>
      </fieldset>
      <ErrorDialog problems={problems} onClose={() => setProblems([])} />
      <LeaveWithChangesDialog blocker={guard.blocker} />
      {confirmedCancel.dialog}
    </form>
  );
}
