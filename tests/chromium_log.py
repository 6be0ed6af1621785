"""What Chromium itself says of a renderer that died, for the browser tests' report.

Playwright says only "Target crashed". Chromium knows how the renderer died, and writes it
to its own log when asked (``args``): a crashed renderer's exit code in the histogram
``CrashExitCodes.Renderer``, a renderer killed from outside in ``BrowserRenderProcessHost.ChildKills``
(histograms are written when the Chromium closes), and a failed check as a ``FATAL`` line.
Measured with Chromium's own debug pages: chrome://crash exits with 11 (SIGSEGV),
chrome://memory-exhaust with 5 (SIGTRAP: Chromium stops a renderer that is out of memory,
or whose check failed, with a trap), chrome://kill counts a kill.
"""

from __future__ import annotations

import re
import signal
from pathlib import Path

#: What the exit codes mean, where Chromium's own words say more than the signal's name.
MEANING = {
    int(signal.SIGTRAP): "Chromium stopped it: out of memory, or a check failed",
    int(signal.SIGSEGV): "a bad memory access",
    int(signal.SIGKILL): "killed from outside, as the system does when memory runs out",
}
FATAL = re.compile(r":FATAL:|Check failed|Out of memory|\bOOM\b")
#: A line of the page's own console (its words, not Chromium's account of a renderer).
CONSOLE = ":CONSOLE"
BUCKET = re.compile(r"^(-?\d+)\s+-*O.*\((\d+) = ")


def args(log: Path) -> list[str]:
    """Chromium's flags to write its log to ``log``, with its histograms when it closes."""
    return ["--enable-logging", f"--log-file={log}", "--vmodule=statistics_recorder=1"]


def histogram(text: str, name: str) -> dict[int, int]:
    """The buckets of the histogram ``name`` in a Chromium log (value: count)."""
    buckets: dict[int, int] = {}
    lines = iter(text.splitlines())
    for line in lines:
        if line.startswith(f"Histogram: {name} "):
            for bucket in lines:
                if not bucket.strip():
                    break
                found = BUCKET.match(bucket)
                if found and int(found[2]):
                    buckets[int(found[1])] = int(found[2])
    return buckets


def exit_name(code: int) -> str:
    try:
        name = signal.Signals(code).name
    except ValueError:
        return f"exit code {code}"
    return f"exit code {code} ({name}: {MEANING[code]})" if code in MEANING else f"exit code {code} ({name})"


def cause(text: str) -> str:
    """How the renderers died, from the log of a Chromium that has closed."""
    said = [f"{count} renderer(s) crashed with {exit_name(code)}"
            for code, count in sorted(histogram(text, "CrashExitCodes.Renderer").items())]
    kills = sum(count for value, count in histogram(text, "BrowserRenderProcessHost.ChildKills").items() if value)
    if kills:
        said.append(f"{kills} renderer(s) {MEANING[int(signal.SIGKILL)]}")
    fatal = [line.strip()[:300] for line in text.splitlines()
             if FATAL.search(line) and not line.startswith("Histogram:") and CONSOLE not in line]
    said += fatal[:3]
    return "; ".join(said) or "Chromium's log says nothing of how"
