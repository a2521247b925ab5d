#!/usr/bin/env python3
"""Prints docs/cli.md's command reference: every command's and subcommand's help, as the given poster
binary prints it 100 columns wide, in the order `poster --help` lists them. `make docs` puts it between
docs/cli.md's lines `<!-- commands: ...` and `<!-- end of commands -->`; a test fails when what is
there differs from what this prints."""

import os
import re
import subprocess
import sys

def help_text(poster, words):
    environment = dict(os.environ, COLUMNS="100")
    run = subprocess.run([poster, *words, "--help"], capture_output=True, text=True, env=environment, check=True)
    return run.stdout.rstrip("\n")


def subcommands(text):
    """The names a help text lists under SUBCOMMANDS, in its order."""
    names = []
    inside = False
    for line in text.split("\n"):
        if line == "SUBCOMMANDS:":
            inside = True
        elif inside and line and not line.startswith(" "):
            inside = False
        elif inside:
            match = re.match(r"^  ([a-z][a-z0-9-]*)\b", line)
            if match:
                names.append(match.group(1))
    return names


def commands(poster, words):
    """Each command under `words` (depth first) with its help text."""
    text = help_text(poster, words)
    found = [(words, text)]
    for name in subcommands(text):
        if name != "help":
            found += commands(poster, words + [name])
    return found


def main():
    poster = sys.argv[1]
    for words, text in commands(poster, [])[1:]:
        print()
        print(f"### `poster {' '.join(words)}`")
        print()
        print("```text")
        print(text)
        print("```")
    print()


main()
