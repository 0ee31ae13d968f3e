import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import { TextField } from "./text-field.tsx";

type FormTextFieldProps<T extends FieldValues> = Omit<
  Parameters<typeof TextField>[0],
  "value" | "onChange" | "onBlur" | "error" | "name"
> & { control: Control<T>; name: Path<T> };

/** A `TextField` bound to a react-hook-form field: its value, its error, and the focus on a failed submit. */
export function FormTextField<T extends FieldValues>({ control, name, ...props }: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange, onBlur } = field;
  return (
    <TextField
      {...props}
      ref={ref}
      name={name}
      value={value ?? ""}
      onChange={onChange}
      onBlur={onBlur}
      error={fieldState.error?.message ?? null}
    />
  );
}
