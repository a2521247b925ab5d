#!/usr/bin/env python3
"""Runs a GitHub Actions workflow's jobs on this machine, as a runner would run them, for the tests.

Each job of the matrix, expanded, runs in a workspace of its own (a fresh runner's), in the order its
`needs` give; its `run:` steps run with bash as the workflow's defaults say, with the GITHUB_* variables
a runner sets (GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH, GITHUB_STEP_SUMMARY, GITHUB_WORKSPACE, ...) as
files of that workspace, and `${{ }}` expressions evaluated in `env:`, `with:`, `if:` and `run:`. The
actions it uses are done here as they do them: checkout copies the repository, upload-artifact and
download-artifact keep artifacts in a folder, cache, cache/restore and cache/save keep caches by key
(restore-keys matched as prefixes, the newest first). An expression or action it does not know fails the
run, so the workflow holds only what was run.

    run_workflow.py WORKFLOW --repository DIR --work DIR [--skip-job ID] [--skip-step ID]
                    [--job-output JOB.NAME=VALUE] [--artifact NAME=DIR]

--skip-job leaves a job out (one that builds poster: poster is on PATH), its outputs given by
--job-output; --skip-step leaves out steps with that id (installing); --artifact provides an artifact
such a job would have uploaded. Prints a line per step; exits 1 when a step fails.
"""

import argparse
import fnmatch
import glob
import hashlib
import itertools
import json
import os
import re
import shutil
import subprocess
import sys

import yaml


class Failure(Exception):
    pass


class Expression:
    """GitHub's expression language, the part a workflow uses: literals, contexts, `!`, `==`, `!=`,
    `&&`, `||`, parentheses and the functions hashFiles, format, always, success, cancelled, failure."""

    TOKEN = re.compile(r"\s*(?:(\d+(?:\.\d+)?)|'((?:[^']|'')*)'|(==|!=|&&|\|\||!|\(|\)|,)|([A-Za-z_][A-Za-z0-9_.*-]*))")

    def __init__(self, text, context, functions):
        self.tokens = []
        position = 0
        text = text.strip()
        while position < len(text):
            match = self.TOKEN.match(text, position)
            if not match or match.end() == position:
                raise Failure(f"cannot read the expression {text!r} at {position}")
            self.tokens.append(match.groups())
            position = match.end()
        self.text = text
        self.context = context
        self.functions = functions
        self.at = 0

    def value(self):
        result = self.disjunction()
        if self.at != len(self.tokens):
            raise Failure(f"cannot read the expression {self.text!r}")
        return result

    def peek(self):
        return self.tokens[self.at][2] if self.at < len(self.tokens) else None

    def disjunction(self):
        return self.chain("||", self.conjunction, lambda left, right: left if truthy(left) else right)

    def conjunction(self):
        return self.chain("&&", self.comparison, lambda left, right: right if truthy(left) else left)

    def chain(self, operator, operand, combine):
        left = operand()
        while self.peek() == operator:
            self.at += 1
            left = combine(left, operand())
        return left

    def comparison(self):
        left = self.unary()
        while self.peek() in ("==", "!="):
            operator = self.peek()
            self.at += 1
            right = self.unary()
            equal = str(left).lower() == str(right).lower() if isinstance(left, str) or isinstance(right, str) else left == right
            left = equal if operator == "==" else not equal
        return left

    def unary(self):
        if self.peek() == "!":
            self.at += 1
            return not truthy(self.unary())
        return self.primary()

    def primary(self):
        if self.at >= len(self.tokens):
            raise Failure(f"the expression {self.text!r} ends early")
        number, string, operator, name = self.tokens[self.at]
        self.at += 1
        if number is not None:
            return float(number)
        if string is not None:
            return string.replace("''", "'")
        if operator == "(":
            result = self.disjunction()
            self.expect(")")
            return result
        if name is None:
            raise Failure(f"unexpected {operator!r} in {self.text!r}")
        if self.peek() == "(":
            self.at += 1
            arguments = []
            while self.peek() != ")":
                arguments.append(self.disjunction())
                if self.peek() == ",":
                    self.at += 1
            self.expect(")")
            if name not in self.functions:
                raise Failure(f"the function {name} is not one this runner knows")
            return self.functions[name](*arguments)
        if name in ("true", "false"):
            return name == "true"
        if name == "null":
            return None
        return self.lookup(name)

    def lookup(self, name):
        parts = name.split(".")
        if parts[0] not in self.context:
            raise Failure(f"the context {parts[0]} is not one this runner knows (in {self.text!r})")
        value = self.context[parts[0]]
        for part in parts[1:]:
            value = value.get(part, "") if isinstance(value, dict) else ""
        return value

    def expect(self, operator):
        if self.peek() != operator:
            raise Failure(f"expected {operator!r} in {self.text!r}")
        self.at += 1


def truthy(value):
    return value not in (None, False, 0, 0.0, "")


def text_of(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return "" if value is None else str(value)


class Runner:
    def __init__(self, arguments):
        self.workflow = yaml.safe_load(open(arguments.workflow, encoding="utf-8"))
        self.repository = os.path.abspath(arguments.repository)
        self.work = os.path.abspath(arguments.work)
        self.skipped_jobs = set(arguments.skip_job)
        self.skipped_steps = set(arguments.skip_step)
        self.job_outputs = {}
        for given in arguments.job_output:
            name, value = given.split("=", 1)
            job, output = name.split(".", 1)
            self.job_outputs.setdefault(job, {})[output] = value
        self.artifacts = os.path.join(self.work, "artifacts")
        self.caches = os.path.join(self.work, "caches")
        os.makedirs(self.artifacts, exist_ok=True)
        os.makedirs(self.caches, exist_ok=True)
        for given in arguments.artifact:
            name, folder = given.split("=", 1)
            shutil.copytree(folder, os.path.join(self.artifacts, name))
        self.cache_order = sorted(os.listdir(self.caches), key=lambda key: os.stat(os.path.join(self.caches, key)).st_mtime_ns)

    def run(self):
        jobs = self.workflow["jobs"]
        done = set()
        order = []
        while len(order) < len(jobs):
            ready = [job for job in jobs if job not in done and set(needs_of(jobs[job])) <= done]
            if not ready:
                raise Failure("the jobs' needs form a cycle")
            for job in ready:
                order.append(job)
                done.add(job)
        for job in order:
            if job in self.skipped_jobs:
                print(f"{job}: left out", flush=True)
                continue
            self.run_job(job, jobs[job])

    def run_job(self, job, definition):
        matrix = (definition.get("strategy") or {}).get("matrix") or {}
        dimensions = [(key, values) for key, values in matrix.items() if key not in ("include", "exclude")]
        if "include" in matrix or "exclude" in matrix:
            raise Failure(f"{job}: a matrix's include and exclude are not run here")
        combinations = [dict(zip([key for key, _ in dimensions], values)) for values in itertools.product(*[values for _, values in dimensions])]
        outputs = {}
        for index, combination in enumerate(combinations):
            name = job + "".join(f"-{value}" for value in combination.values())
            strategy = {"job-index": index, "job-total": len(combinations), "fail-fast": True}
            outputs.update(self.run_instance(job, name, definition, combination, strategy))
        self.job_outputs[job] = outputs

    def run_instance(self, job, name, definition, matrix, strategy):
        workspace = os.path.join(self.work, "runners", name)
        shutil.rmtree(workspace, ignore_errors=True)
        os.makedirs(workspace)
        files = os.path.join(self.work, "runner-files", name)
        shutil.rmtree(files, ignore_errors=True)
        os.makedirs(files)
        github = {
            "repository": "example/posters",
            "sha": "0" * 40,
            "ref": "refs/heads/main",
            "event_name": "push",
            "workspace": workspace,
            "run_id": "1",
            "job": job,
        }
        context = {
            "github": github,
            "vars": {},
            "secrets": {},
            "matrix": matrix,
            "strategy": strategy,
            "needs": {need: {"outputs": self.job_outputs.get(need, {}), "result": "success"} for need in needs_of(definition)},
            "runner": {"os": "Linux", "arch": "X64", "temp": files},
            "env": {},
            "steps": {},
            "job": {"status": "success"},
        }
        environment = dict(os.environ)
        environment.update(
            {
                "CI": "true",
                "GITHUB_ACTIONS": "true",
                "GITHUB_WORKSPACE": workspace,
                "GITHUB_REPOSITORY": github["repository"],
                "GITHUB_SHA": github["sha"],
                "GITHUB_REF": github["ref"],
                "GITHUB_EVENT_NAME": github["event_name"],
                "GITHUB_RUN_ID": github["run_id"],
                "GITHUB_JOB": job,
                "RUNNER_OS": "Linux",
                "RUNNER_TEMP": files,
            }
        )
        for level in (self.workflow.get("env") or {}, definition.get("env") or {}):
            for key, value in level.items():
                context["env"][key] = self.evaluate_text(value, context)
        environment.update(context["env"])
        base_path = environment["PATH"]
        shell = ((definition.get("defaults") or self.workflow.get("defaults") or {}).get("run") or {}).get("shell", "bash")
        if shell != "bash":
            raise Failure(f"{name}: the shell {shell} is not run here")
        saves = []
        failed = False
        for number, step in enumerate(definition["steps"], start=1):
            label = step.get("id") or step.get("name") or step.get("uses") or f"step {number}"
            if step.get("id") in self.skipped_steps:
                print(f"{name}: {label}: left out", flush=True)
                continue
            condition = step.get("if", "success()")
            if not truthy(self.evaluate_condition(condition, context, failed)):
                print(f"{name}: {label}: skipped (if: {condition})", flush=True)
                continue
            step_environment = dict(environment)
            step_context = dict(context, env=dict(context["env"]))
            for key, value in (step.get("env") or {}).items():
                step_context["env"][key] = self.evaluate_text(value, step_context)
            step_environment.update(step_context["env"])
            outputs = {}
            try:
                if "run" in step:
                    outputs = self.run_script(name, label, step, step_context, step_environment, files, workspace)
                else:
                    with_values = {key: self.evaluate_text(value, step_context) for key, value in (step.get("with") or {}).items()}
                    outputs = self.use(step["uses"], with_values, workspace, saves)
                print(f"{name}: {label}: ok", flush=True)
            except Failure as failure:
                print(f"{name}: {label}: failed: {failure}", flush=True)
                failed = True
                context["job"]["status"] = "failure"
            if step.get("id"):
                context["steps"][step["id"]] = {"outputs": outputs, "outcome": "failure" if failed else "success"}
            environment["PATH"] = self.path_with(files, base_path)
            environment.update(read_pairs(os.path.join(files, "env")))
        for key, folder in saves:
            if not failed:
                self.save_cache(key, folder)
        if failed:
            raise Failure(f"{name} failed")
        results = {}
        for key, value in (definition.get("outputs") or {}).items():
            results[key] = self.evaluate_text(value, context)
        return results

    def run_script(self, name, label, step, context, environment, files, workspace):
        script = self.evaluate_text(step["run"], context)
        output = os.path.join(files, f"output-{label}")
        open(output, "w").close()
        for file in ("env", "path", "summary"):
            open(os.path.join(files, file), "a").close()
        environment = dict(environment)
        environment.update(
            {
                "GITHUB_OUTPUT": output,
                "GITHUB_ENV": os.path.join(files, "env"),
                "GITHUB_PATH": os.path.join(files, "path"),
                "GITHUB_STEP_SUMMARY": os.path.join(files, "summary"),
            }
        )
        folder = os.path.join(workspace, step.get("working-directory", "."))
        script_file = os.path.join(files, f"script-{label}.sh")
        with open(script_file, "w", encoding="utf-8") as handle:
            handle.write(script)
        completed = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script_file], cwd=folder, env=environment)
        if completed.returncode != 0:
            raise Failure(f"exit {completed.returncode}")
        return read_pairs(output)

    @staticmethod
    def path_with(files, path):
        added = [line for line in open(os.path.join(files, "path"), encoding="utf-8").read().splitlines() if line] if os.path.exists(os.path.join(files, "path")) else []
        return ":".join(list(reversed(added)) + [path])

    def use(self, action, values, workspace, saves):
        name = action.split("@")[0]
        if name == "actions/checkout":
            if set(values) - {"path"}:
                raise Failure(f"checkout with {sorted(values)} is not run here")
            shutil.copytree(self.repository, os.path.join(workspace, values.get("path", ".")), dirs_exist_ok=True, symlinks=True)
            return {}
        if name == "actions/upload-artifact":
            target = os.path.join(self.artifacts, values["name"])
            if os.path.exists(target):
                raise Failure(f"an artifact named {values['name']} was uploaded before")
            source = os.path.join(workspace, values["path"])
            if not os.path.isdir(source):
                raise Failure(f"nothing to upload at {values['path']}")
            shutil.copytree(source, target, symlinks=False)
            return {}
        if name == "actions/download-artifact":
            target = os.path.join(workspace, values.get("path", "."))
            if "name" in values:
                source = os.path.join(self.artifacts, values["name"])
                if not os.path.isdir(source):
                    raise Failure(f"no artifact named {values['name']}")
                shutil.copytree(source, target, dirs_exist_ok=True)
                return {}
            names = sorted(n for n in os.listdir(self.artifacts) if fnmatch.fnmatchcase(n, values.get("pattern", "*")))
            for artifact in names:
                shutil.copytree(os.path.join(self.artifacts, artifact), os.path.join(target, artifact), dirs_exist_ok=True)
            return {}
        if name in ("actions/cache", "actions/cache/restore"):
            folder = os.path.join(workspace, values["path"])
            hit = self.restore_cache(values["key"], values.get("restore-keys", ""), folder)
            if name == "actions/cache" and hit != values["key"]:
                saves.append((values["key"], folder))
            return {"cache-hit": "true" if hit == values["key"] else "false", "cache-matched-key": hit or ""}
        if name == "actions/cache/save":
            self.save_cache(values["key"], os.path.join(workspace, values["path"]))
            return {}
        raise Failure(f"the action {action} is not run here")

    def restore_cache(self, key, restore_keys, folder):
        candidates = [key] if key in self.cache_order else []
        for prefix in [line.strip() for line in restore_keys.splitlines() if line.strip()]:
            candidates += [k for k in reversed(self.cache_order) if k.startswith(prefix)]
        if not candidates:
            return None
        shutil.copytree(os.path.join(self.caches, candidates[0]), folder, dirs_exist_ok=True, symlinks=True)
        return candidates[0]

    def save_cache(self, key, folder):
        # As GitHub's: a cache is never replaced; a key saved before stays as it was.
        if key in self.cache_order or not os.path.isdir(folder):
            return
        shutil.copytree(folder, os.path.join(self.caches, key), symlinks=True)
        self.cache_order.append(key)

    def evaluate_text(self, value, context):
        if not isinstance(value, str):
            return text_of(value)
        return re.sub(r"\$\{\{(.*?)\}\}", lambda match: text_of(self.evaluate(match.group(1), context)), value)

    def evaluate_condition(self, condition, context, failed):
        text = condition.strip()
        if text.startswith("${{") and text.endswith("}}"):
            text = text[3:-2]
        functions = self.functions(context)
        functions["success"] = lambda: not failed
        functions["failure"] = lambda: failed
        uses_status = re.search(r"\b(always|success|failure|cancelled)\(", text)
        result = Expression(text, context, functions).value()
        return result if uses_status else (result and not failed)

    def evaluate(self, text, context):
        return Expression(text, context, self.functions(context)).value()

    def functions(self, context):
        workspace = context["github"]["workspace"]

        def hash_files(*patterns):
            paths = set()
            for pattern in patterns:
                paths.update(p for p in glob.glob(os.path.join(workspace, pattern), recursive=True) if os.path.isfile(p))
            if not paths:
                return ""
            digest = hashlib.sha256()
            for path in sorted(paths):
                digest.update(hashlib.sha256(open(path, "rb").read()).digest())
            return digest.hexdigest()

        def format_text(template, *arguments):
            return re.sub(r"\{(\d+)\}", lambda match: text_of(arguments[int(match.group(1))]), template)

        return {
            "hashFiles": hash_files,
            "format": format_text,
            "always": lambda: True,
            "success": lambda: True,
            "failure": lambda: False,
            "cancelled": lambda: False,
        }


def needs_of(definition):
    needs = definition.get("needs") or []
    return [needs] if isinstance(needs, str) else needs


def read_pairs(path):
    """NAME=VALUE lines, as GITHUB_OUTPUT and GITHUB_ENV hold them (the NAME<<DELIMITER form too)."""
    pairs = {}
    if not os.path.exists(path):
        return pairs
    lines = open(path, encoding="utf-8").read().splitlines()
    k = 0
    while k < len(lines):
        line = lines[k]
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            value = []
            k += 1
            while k < len(lines) and lines[k] != delimiter:
                value.append(lines[k])
                k += 1
            pairs[name] = "\n".join(value)
        elif "=" in line:
            name, value = line.split("=", 1)
            pairs[name] = value
        k += 1
    return pairs


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("workflow")
    parser.add_argument("--repository", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--skip-job", action="append", default=[])
    parser.add_argument("--skip-step", action="append", default=[])
    parser.add_argument("--job-output", action="append", default=[])
    parser.add_argument("--artifact", action="append", default=[])
    arguments = parser.parse_args()
    try:
        Runner(arguments).run()
    except Failure as failure:
        print(f"run_workflow: {failure}", file=sys.stderr)
        sys.exit(1)
    json.dump({"artifacts": sorted(os.listdir(os.path.join(arguments.work, "artifacts")))}, sys.stdout)
    print()


if __name__ == "__main__":
    main()
