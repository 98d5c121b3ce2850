import { type Static, Type } from '@sinclair/typebox';
import { IsoTime, ListQuery, Nullable } from './common.js';

const Name = Type.String({ minLength: 1, maxLength: 200 });
const Description = Type.String({ maxLength: 2000 });
/** Free-form JSON object (metadata, settings). */
const JsonObject = Type.Record(Type.String(), Type.Unknown());
const Ref = (description: string) => Type.String({ minLength: 1, maxLength: 64, description });

// ---- Projects ------------------------------------------------------------------------------

export const Project = Type.Object({
  id: Type.String(),
  object: Type.Literal('project'),
  name: Type.String(),
  description: Type.String(),
  settings: JsonObject,
  created_at: IsoTime,
  updated_at: IsoTime,
});
export type Project = Static<typeof Project>;

export const CreateProjectBody = Type.Object(
  { name: Name, description: Type.Optional(Description), settings: Type.Optional(JsonObject) },
  { additionalProperties: false },
);
export type CreateProjectBody = Static<typeof CreateProjectBody>;

export const UpdateProjectBody = Type.Object(
  { name: Type.Optional(Name), description: Type.Optional(Description), settings: Type.Optional(JsonObject) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateProjectBody = Static<typeof UpdateProjectBody>;

// ---- Datasets ------------------------------------------------------------------------------

export const Dataset = Type.Object({
  id: Type.String(),
  object: Type.Literal('dataset'),
  project: Type.String(),
  name: Type.String(),
  description: Type.String(),
  created_at: IsoTime,
  updated_at: IsoTime,
  sample_count: Type.Integer(),
});
export type Dataset = Static<typeof Dataset>;

export const CreateDatasetBody = Type.Object(
  { project: Ref('Project id.'), name: Name, description: Type.Optional(Description) },
  { additionalProperties: false },
);
export type CreateDatasetBody = Static<typeof CreateDatasetBody>;

export const UpdateDatasetBody = Type.Object(
  { name: Type.Optional(Name), description: Type.Optional(Description) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateDatasetBody = Static<typeof UpdateDatasetBody>;

export const DatasetListQuery = Type.Composite(
  [ListQuery, Type.Object({ project: Type.Optional(Ref('Project id.')) })],
  {
    additionalProperties: false,
  },
);
export type DatasetListQuery = Static<typeof DatasetListQuery>;

// ---- Samples -------------------------------------------------------------------------------

const SampleFields = {
  input: Type.Unknown({ description: 'What the AI was given: any JSON value.' }),
  output: Type.Unknown({ description: 'What the AI answered: any JSON value (evaluators read dot paths into it).' }),
  expected: Type.Optional(Type.Unknown({ description: 'The reference answer, same shape as output.' })),
  metadata: Type.Optional(JsonObject),
  contains_phi: Type.Optional(
    Type.Boolean({ description: 'Reads then require X-Access-Justification and are audited as PHI access.' }),
  ),
};

export const SampleInput = Type.Object(SampleFields, { additionalProperties: false });
export type SampleInput = Static<typeof SampleInput>;

/**
 * One sample, or `{ samples: [...] }` with 1–100 of them (the batch category). A single object
 * schema rather than a union, so a bad field gets an error naming it instead of "anyOf".
 */
export const AddSamplesBody = Type.Object(
  {
    ...SampleFields,
    input: Type.Optional(SampleFields.input),
    output: Type.Optional(SampleFields.output),
    samples: Type.Optional(Type.Array(SampleInput, { minItems: 1, maxItems: 100 })),
  },
  { additionalProperties: false },
);
export type AddSamplesBody = Static<typeof AddSamplesBody>;

export const SampleSource = Type.Object({
  type: Type.Union([Type.Literal('api_upload'), Type.Literal('call')]),
  request_id: Nullable(Type.String()),
});

export const DataLineage = Type.Object({
  origin: Type.Object({
    system: Type.String({ description: 'The system that produced the data (`api_upload` for direct uploads).' }),
    call_id: Nullable(Type.String()),
    ingested_at: IsoTime,
  }),
  transformations: Type.Array(JsonObject),
});

export const Sample = Type.Object({
  id: Type.String(),
  object: Type.Literal('sample'),
  dataset: Type.String(),
  project: Type.String(),
  input: Type.Optional(Type.Unknown()),
  output: Type.Optional(Type.Unknown()),
  expected: Type.Optional(Type.Unknown()),
  metadata: Type.Optional(JsonObject),
  contains_phi: Type.Boolean(),
  source: SampleSource,
  data_lineage: DataLineage,
  created_at: IsoTime,
});
export type Sample = Static<typeof Sample>;

export const SAMPLE_CONTENT_FIELDS = ['input', 'output', 'expected', 'metadata'] as const;
export type SampleContentField = (typeof SAMPLE_CONTENT_FIELDS)[number];

export const SampleQuery = Type.Object(
  {
    fields: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'Comma-separated subset of input,output,expected,metadata to read (default all).',
      }),
    ),
  },
  { additionalProperties: false },
);

// ---- Calls ---------------------------------------------------------------------------------

export const CreateCallBody = Type.Object(
  {
    input: SampleFields.input,
    output: SampleFields.output,
    expected: SampleFields.expected,
    metadata: SampleFields.metadata,
    contains_phi: SampleFields.contains_phi,
    system: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'The producing system.' })),
    model: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    dataset: Type.Optional(Ref('Also store the call as a sample of this dataset.')),
  },
  { additionalProperties: false },
);
export type CreateCallBody = Static<typeof CreateCallBody>;

/** A call as read back: where it came from and what it became; its content lives in the sample. */
export const Call = Type.Object({
  id: Type.String(),
  object: Type.Literal('call'),
  system: Type.String(),
  model: Nullable(Type.String()),
  dataset: Nullable(Type.String()),
  sample: Nullable(Type.String()),
  contains_phi: Type.Boolean(),
  created_at: IsoTime,
});
export type Call = Static<typeof Call>;

export const CallListQuery = Type.Composite([ListQuery, Type.Object({ dataset: Type.Optional(Ref('Dataset id.')) })], {
  additionalProperties: false,
});
