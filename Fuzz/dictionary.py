#!/usr/bin/env python3
"""Writes a libFuzzer dictionary for FuzzSpec to stdout: every key and enumerated value of the spec's
JSON Schema (given as the argument), as JSON and as YAML writes them, and the tokens of both syntaxes."""
import json
import sys

SYNTAX = [
    "{", "}", "[", "]", ":", ",", "\"", "\\u0000", "\\ud800", "true", "false", "null",
    "0", "-1", "1e308", "-0.0", "4294967296", "9223372036854775808", "0.5",
    "pt", "mm", "cm", "in", "px", "#fff", "#00000080", "rgb(", "rgba(", "{page}", "{pages}", "{{", "}}",
    "---", "...", "- ", ": ", "? ", "&a ", "*a", "<<: ", "!!str ", "!!int ", "!!float ", "!!binary ",
    "|", ">-", "'", "%YAML 1.2", ".inf", ".nan", "~", "\t", "\r\n",
]


def schema_words(node, keys, values):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                keys.update(value)
            elif key == "enum" and isinstance(value, list):
                values.update(v for v in value if isinstance(v, str))
            elif key == "const" and isinstance(value, str):
                values.add(value)
            schema_words(value, keys, values)
    elif isinstance(node, list):
        for item in node:
            schema_words(item, keys, values)


def entry(token):
    escaped = "".join(c if 0x20 <= ord(c) < 0x7F and c not in "\"\\" else "".join(f"\\x{b:02X}" for b in c.encode()) for c in token)
    return f'"{escaped}"'


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    keys, values = set(), set()
    schema_words(schema, keys, values)
    tokens = list(SYNTAX)
    tokens += [f'"{k}": ' for k in sorted(keys)] + [f"{k}: " for k in sorted(keys)]
    tokens += [f'"{v}"' for v in sorted(values)] + sorted(values)
    seen = set()
    for token in tokens:
        if token not in seen:
            seen.add(token)
            print(entry(token))


main()
