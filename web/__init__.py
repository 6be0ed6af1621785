"""The HTML table: renders views, turns clicks into actions, keeps saves and links.

Everything here but :mod:`web.browser` is plain Python that runs and is tested in
CPython; :mod:`web.browser` is the thin layer that talks to the page through PyScript.
"""
