"""The preview's latency (issue 18): from a save of layouts/default.json, and from a control's change sent
by the page, to the new picture fetched by a client. Used by bench/run.py (section "preview"); run on
its own it prints the table: preview_latency.py POSTER [RUNS].
"""
import http.client
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAVE_TARGET = 0.150
CONTROL_TARGET = 0.100


class Preview:
    """A `poster preview` of a copy of layouts/default.json, and a client that talks to it over one connection."""

    def __init__(self, poster, folder):
        self.spec = os.path.join(folder, "default.json")
        shutil.copy(os.path.join(ROOT, "layouts", "default.json"), self.spec)
        self.process = subprocess.Popen([poster, "preview", self.spec, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline().strip()
        if not line.startswith("poster preview: http://"):
            raise RuntimeError(f"no address printed: {line!r}")
        self.origin = line.split(": ", 1)[1].rstrip("/")
        host, port = self.origin[len("http://"):].split(":")
        self.connection = http.client.HTTPConnection(host, int(port), timeout=30)
        self.wait_for(0)

    def get(self, path):
        self.connection.request("GET", path)
        response = self.connection.getresponse()
        return response.status, response.read()

    def version(self):
        return json.loads(self.get("/state")[1])["version"]

    def wait_for(self, version):
        """Polls the state until a render after `version` is done, then fetches the first page as the page does."""
        while (latest := self.version()) <= version:
            time.sleep(0.001)
        status, body = self.get(f"/page/1.svg?v={latest}")
        if status != 200 or not body.startswith(b"<?xml"):
            raise RuntimeError(f"page 1: status {status}")
        return latest

    def post(self, path, body):
        self.connection.request("POST", path, body=json.dumps(body), headers={"Origin": self.origin, "Content-Type": "application/json"})
        response = self.connection.getresponse()
        response.read()
        if response.status != 202:
            raise RuntimeError(f"{path}: status {response.status}")

    def stop(self):
        self.connection.close()
        self.process.terminate()
        self.process.wait()


def measure(poster, runs=20):
    """Medians, minima and maxima in seconds of `runs` saves and `runs` control changes, each to a new picture fetched."""
    folder = tempfile.mkdtemp(prefix="poster-preview-bench-")
    preview = Preview(poster, folder)
    try:
        original = open(preview.spec, encoding="utf-8").read()
        saves, changes = [], []
        for k in range(runs):
            version = preview.version()
            text = original.replace('"level": 4', f'"level": {3 + k % 2}', 1)
            started = time.perf_counter()
            with open(preview.spec + ".swp", "w", encoding="utf-8") as f:
                f.write(text)
            os.rename(preview.spec + ".swp", preview.spec)
            preview.wait_for(version)
            saves.append(time.perf_counter() - started)
            time.sleep(0.2)
        for k in range(runs):
            version = preview.version()
            started = time.perf_counter()
            preview.post("/set", {"figure": "pages[0].cells[0].figure", "key": "angle", "value": 5 + k})
            preview.wait_for(version)
            changes.append(time.perf_counter() - started)
            time.sleep(0.2)
    finally:
        preview.stop()
        shutil.rmtree(folder, ignore_errors=True)
    summary = lambda xs: {"median": statistics.median(xs), "min": min(xs), "max": max(xs), "runs": len(xs)}
    return {"save": summary(saves), "control": summary(changes)}


def markdown(result):
    """The report's section."""
    ms = lambda s: f"{s * 1000:.0f} ms"
    row = lambda name, r, target: (f"| {name} | {ms(r['median'])} | {ms(r['min'])}–{ms(r['max'])} | ≤ {ms(target)} | "
                                   f"{'met' if r['median'] <= target else 'not met'} |")
    return [
        "## Preview latency",
        "",
        f"`poster preview` of layouts/default.json (its pages as SVG, as the page shows them), {result['save']['runs']} runs each: "
        "from the spec saved (written and renamed, as editors do) or a control's value posted, to the new first page "
        "fetched by a client polling the state over one connection (bench/preview_latency.py). A save includes the 50 ms "
        "the watcher waits for the editor to finish (`--quiet`).",
        "",
        "| change | median | min–max | target | |",
        "|---|--:|--:|--:|---|",
        row("save to new picture", result["save"], SAVE_TARGET),
        row("control to new picture", result["control"], CONTROL_TARGET),
        "",
    ]


if __name__ == "__main__":
    print("\n".join(markdown(measure(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 20))))
