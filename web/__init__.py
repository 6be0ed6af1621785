"""The HTML table: renders views, turns clicks into actions, keeps saves and links.

Everything here is plain Python that runs, and is tested, in CPython; in the page it runs in a
worker (:mod:`web.worker`), and MicroPython on the main thread (main_side/) puts what it draws
on the page.
"""
