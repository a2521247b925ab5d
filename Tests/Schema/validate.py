"""Validate spec files against the JSON Schema with an independent validator (Python jsonschema).

Usage: validate.py SCHEMA FILE...
Prints one line per file: "valid FILE", "invalid FILE: first error", or "unparsable FILE: why".
An animated spec is checked as `poster` reads it: with "{parameter}" set to the animation's first value.
"""
import json
import sys

import jsonschema


def first_frame(node, name, value):
    """The document with every string that is exactly "{name}" replaced by value."""
    if isinstance(node, dict):
        return {key: first_frame(item, name, value) for key, item in node.items()}
    if isinstance(node, list):
        return [first_frame(item, name, value) for item in node]
    if node == "{" + name + "}":
        return value
    return node


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
        animate = document.get("animate") if isinstance(document, dict) else None
        if isinstance(animate, dict) and isinstance(animate.get("parameter"), str):
            document = first_frame(document, animate["parameter"], animate.get("from"))
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
        if errors:
            print(f"invalid {path}: {errors[0].message[:200]}")
        else:
            print(f"valid {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
