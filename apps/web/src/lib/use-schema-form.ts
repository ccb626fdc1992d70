import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';

/**
 * A react-hook-form form of text boxes checked by a shared schema (zodResolver), shown with the
 * app's controlled fields. Messages appear on the first submit; from then on each keystroke checks
 * the whole form again, so a message follows the boxes it compares (a confirmation follows its
 * password) as the hand-written forms did.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput>(
  resolver: Resolver<TValues, unknown, TOutput>,
  defaultValues: TValues,
) {
  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TValues>,
  });
  const values = useWatch({ control: form.control }) as TValues;
  /** A box's text (every field of these forms is typed text or a choice's value). */
  const textOf = (name: keyof TValues & string) => String(values[name] ?? '');
  const { errors, isSubmitted, isSubmitting } = form.formState;

  const change = (name: keyof TValues & string) => (value: string) => {
    form.setValue(name as Path<TValues>, value as PathValue<TValues, Path<TValues>>);
    if (isSubmitted) void form.trigger();
  };
  const errorOf = (name: keyof TValues & string): string | null => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' ? message : null;
  };

  return {
    form,
    values,
    textOf,
    isSubmitting,
    change,
    errorOf,
    /** A box's value, change and message, for TextField and its presets. */
    field: (name: keyof TValues & string) => ({
      value: textOf(name),
      onValueChange: change(name),
      error: errorOf(name),
    }),
  };
}
