package torch

import "github.com/strata-compiler/strata/dialects/torch/atenschema"

// The schema types are atenschema's, named here for the dialect's users.
type (
	// Schema is a parsed operator schema.
	Schema = atenschema.Schema
	// SchemaArg is one argument or result of a schema.
	SchemaArg = atenschema.SchemaArg
	// SchemaType is an argument's type.
	SchemaType = atenschema.SchemaType
)

// ParseSchema parses one operator schema string.
func ParseSchema(text string) (*Schema, error) { return atenschema.ParseSchema(text) }
