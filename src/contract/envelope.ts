/** Every successful answer is `{ data }`; every failure is `{ message }` plus optional field errors. */
export interface ApiSuccess<T> {
  data: T;
}

export interface ApiFailure {
  message: string;
  /** Field name -> first message, for forms that show errors next to inputs. */
  errors?: Record<string, string>;
  /** Extra context a screen may use, e.g. the e-mail of an unverified account after a failed login. */
  data?: Record<string, unknown>;
}
