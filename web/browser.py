"""The page's entry point (placeholder until the table lands)."""


def main() -> None:
    from pyscript import document

    app = document.getElementById("app")
    app.innerHTML = '<section class="home"><h1>The New World table</h1><button type="button" data-action="noop">Start</button></section>'
    app.setAttribute("aria-busy", "false")
