"""Validate spec files against the JSON Schema with an independent validator (Python jsonschema).

Usage: validate.py SCHEMA FILE...
Prints one line per file: "valid FILE", "invalid FILE: first error", or "unparsable FILE: why".
Every file is checked as written: the schema admits a "{name}" wherever a template or an animation may fill one in.
"""
import json
import sys

import jsonschema


def main() -> int:
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=None)
    for path in sys.argv[2:]:
        try:
            with open(path, encoding="utf-8") as f:
                document = json.load(f, parse_constant=lambda name: (_ for _ in ()).throw(ValueError(name)))
        except (ValueError, UnicodeDecodeError) as error:
            print(f"unparsable {path}: {str(error).splitlines()[0]}")
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
        if errors:
            print(f"invalid {path}: {errors[0].message[:200]}")
        else:
            print(f"valid {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
