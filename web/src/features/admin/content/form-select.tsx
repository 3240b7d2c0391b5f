// A labelled select bound to a react-hook-form field: its value, its change and its message
// come from the form, so a dialog says only its label and options.
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { SelectField, type Option } from "./controls";

export function FormSelect<V extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder,
  disabled,
  onChange,
}: {
  control: Control<V, unknown, unknown>;
  name: Path<V>;
  label: string;
  options: Option[];
  placeholder?: string;
  disabled?: boolean;
  /** After the field takes the value, e.g. to empty a field that depends on it. */
  onChange?: (value: string) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={label}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onChange?.(value);
          }}
          disabled={disabled}
          placeholder={placeholder}
          options={options}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
