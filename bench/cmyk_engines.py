"""Which engine writes poster's CMYK PDFs: poster's own rewrite of cairo's PDF (libqpdf and littleCMS,
`render --cmyk`) or Ghostscript's pdfwrite run on the RGB PDF poster writes (the `gs` program from
Debian's ghostscript package, converting to CMYK through the same SWOP profile, once plain and once as
PDF/X-3 with Ghostscript's own PDFX_def.ps). Each is timed as a user would run it, whole commands,
alternating, the median of ROUNDS; each output is read back for what it kept: the tags and outline
cairo wrote, a 100 % K black, whether two runs give the same bytes, and its size.

For run.py: `measure(poster, work, rounds)` and `markdown(results)`. Run on its own:
cmyk_engines.py POSTER [ROUNDS] [WORK].
"""
import json
import os
import re
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAYOUTS = ["fractals.json", "print.yaml"]
ROUNDS = 5
PROFILE = "/usr/share/color/icc/ghostscript/default_cmyk.icc"
GS = ["gs", "-q", "-dSAFER", "-dBATCH", "-dNOPAUSE", "-sDEVICE=pdfwrite", "-sColorConversionStrategy=CMYK",
      "-sProcessColorModel=DeviceCMYK", f"-sOutputICCProfile={PROFILE}", f"--permit-file-read={PROFILE}"]


def pdfx_definitions(folder):
    """Ghostscript's PDFX_def.ps with the profile and a title filled in; its path."""
    found = subprocess.run(["gs", "-q", "-dNODISPLAY", "-dNOSAFER", "-c", "(PDFX_def.ps) findlibfile { pop == } { pop } ifelse quit"],
                           capture_output=True, text=True).stdout.strip().strip("()")
    with open(found) as f:
        text = f.read()
    text = text.replace("(ISO Coated sb.icc)", f"({PROFILE})").replace("/Title (Title)", "/Title (poster)")
    path = os.path.join(folder, "pdfx.ps")
    with open(path, "w") as f:
        f.write(text)
    return path


def commands(poster, spec, folder, run):
    rgb = os.path.join(folder, f"rgb-{run}.pdf")
    pdfx = pdfx_definitions(folder)
    return {
        "poster in RGB (the reference)": [[poster, "render", spec, "-o", os.path.join(folder, f"plain-{run}.pdf")]],
        "poster --cmyk (libqpdf + littleCMS)": [[poster, "render", spec, "-o", os.path.join(folder, f"poster-{run}.pdf"), "--cmyk"]],
        "poster, then Ghostscript to CMYK": [[poster, "render", spec, "-o", rgb],
                                             GS + ["-o", os.path.join(folder, f"gs-{run}.pdf"), rgb]],
        "poster, then Ghostscript to PDF/X-3": [[poster, "render", spec, "-o", rgb],
                                                GS + ["-dPDFX", "-o", os.path.join(folder, f"gsx-{run}.pdf"), pdfx, rgb]],
    }


def kept(pdf):
    """What a CMYK file kept: tagged, outline entries, a K-only black, RGB left."""
    info = subprocess.run(["pdfinfo", pdf], capture_output=True, text=True).stdout
    outline = json.loads(subprocess.run(["qpdf", "--json", "--json-key=outlines", pdf], capture_output=True, text=True).stdout or "{}")
    decoded = pdf + ".qdf"
    subprocess.run(["qpdf", "--qdf", "--object-streams=disable", pdf, decoded], capture_output=True)
    with open(decoded, "rb") as f:
        text = f.read().decode("latin-1")
    return {"tagged": "Tagged:          yes" in info, "outline": len(outline.get("outlines", [])),
            "k_black": bool(re.search(r"(^|\s)0 0 0 1 [kK]\s", text)), "rgb": "/DeviceRGB" in text,
            "size": os.path.getsize(pdf)}


def measure(poster, work, rounds=ROUNDS):
    folder = os.path.join(os.path.abspath(work), "cmyk-engines")
    os.makedirs(folder, exist_ok=True)
    results = []
    for layout in LAYOUTS:
        spec = os.path.join(ROOT, "layouts", layout)
        times = {}
        for run in range(rounds):
            for name, steps in commands(poster, spec, folder, run).items():
                start = time.perf_counter()
                for step in steps:
                    subprocess.run(step, check=True, capture_output=True)
                times.setdefault(name, []).append(time.perf_counter() - start)
        outputs = {"poster in RGB (the reference)": "plain", "poster --cmyk (libqpdf + littleCMS)": "poster", "poster, then Ghostscript to CMYK": "gs",
                   "poster, then Ghostscript to PDF/X-3": "gsx"}
        for name, prefix in outputs.items():
            first, second = (os.path.join(folder, f"{prefix}-{k}.pdf") for k in (0, 1))
            with open(first, "rb") as a, open(second, "rb") as b:
                same = a.read() == b.read()
            results.append({"layout": layout, "engine": name, "median": statistics.median(times[name]),
                            "ratio": statistics.median(times[name]) / statistics.median(times["poster in RGB (the reference)"]),
                            "same_bytes": same, **kept(first)})
    return {"rounds": rounds, "rows": results}


def markdown(results):
    lines = ["## CMYK engines", "",
             f"Whole commands, alternating, median of {results['rounds']}; the output of the first run read back "
             "(pdfinfo, qpdf). Ghostscript 10.00 from Debian, the same SWOP profile (libgs-common) for all.", "",
             "| layout | engine | median | × RGB | size | tagged | outline entries | 100 % K black | RGB left | same bytes twice |",
             "|---|---|--:|--:|--:|---|--:|---|---|---|"]
    for r in results["rows"]:
        yes = lambda v: "yes" if v else "no"
        lines.append(f"| {r['layout']} | {r['engine']} | {r['median'] * 1000:.0f} ms | {r['ratio']:.2f} | {r['size'] / 1024:.0f} KB | "
                     f"{yes(r['tagged'])} | {r['outline']} | {yes(r['k_black'])} | {yes(r['rgb'])} | {yes(r['same_bytes'])} |")
    return lines + [""]


if __name__ == "__main__":
    poster = sys.argv[1]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else ROUNDS
    work = sys.argv[3] if len(sys.argv) > 3 else os.path.join(ROOT, ".build-bench")
    print("\n".join(markdown(measure(poster, work, rounds))))
