// Live pages without full reloads: parts marked data-poll="url" refresh every
// data-every milliseconds, or at once on a "live:poll" event; a part someone is
// typing in is left alone until the focus leaves it.  A refreshed part gets a
// "live:refreshed" event.  The score forms show E-W's tricks as 13 - N-S and ask for
// "tricks won before the first revoke" only when a revoke is entered.
(function () {
  "use strict";

  function busy(part) {
    var active = document.activeElement;
    return (active && active !== document.body && part.contains(active) && active.tagName !== "BUTTON") ||
      part.querySelector("details[open]") !== null;
  }

  // A part whose address is gone: 410, the evening is over (the page itself then says where
  // the results are, so it is loaded again); 404, a table's link the director renewed
  // ("live:gone": the page says what to do).  Either way the part stops asking.
  function gone(part, status) {
    part.removeAttribute("data-poll");
    if (status === 410) window.location.reload();
    else part.dispatchEvent(new CustomEvent("live:gone"));
  }

  function refresh(part) {
    if (document.hidden || busy(part) || !part.dataset.poll) return;
    fetch(part.dataset.poll, {credentials: "same-origin", headers: {"X-Requested-With": "fetch"}})
      .then(function (r) {
        if (r.status === 404 || r.status === 410) { gone(part, r.status); return null; }
        return r.ok ? r.text() : null;
      })
      .then(function (html) {
        if (html !== null && !busy(part)) {
          part.innerHTML = html;
          wire(part);
          part.dispatchEvent(new CustomEvent("live:refreshed"));
        }
      })
      .catch(function () { /* offline for a moment: try again at the next tick */ });
  }

  function wireForm(form) {
    var ns = form.querySelector("[data-ns]"), ew = form.querySelector("[data-ew]");
    function showEw() {
      var n = parseInt(ns.value, 10);
      ew.textContent = (n >= 0 && n <= 13) ? String(13 - n) : "13 − N-S";
    }
    function showBefore() {
      form.querySelectorAll("[data-revokes]").forEach(function (box) {
        var before = form.querySelector('[data-before="' + box.dataset.revokes + '"]');
        before.hidden = !(parseInt(box.value, 10) > 0);
      });
    }
    if (ns && ew) { ns.addEventListener("input", showEw); showEw(); }
    form.querySelectorAll("[data-revokes]").forEach(function (box) { box.addEventListener("input", showBefore); });
    showBefore();
  }

  function wire(root) {
    root.querySelectorAll("form.figures").forEach(wireForm);
  }

  // A button data-fill='{"ns": 5, ...}' fills its form's boxes with those figures (the
  // director's ruling on a disputed tray: either side's version, to start from).
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-fill]");
    if (!button || !button.form) return;
    var figures = JSON.parse(button.dataset.fill);
    Array.prototype.forEach.call(button.form.elements, function (box) {
      if (box.type === "hidden" || box.tagName === "BUTTON" || box.name === "reason" || !box.name) return;
      box.value = figures[box.name] === undefined || figures[box.name] === null ? "" : String(figures[box.name]);
      box.dispatchEvent(new Event("input"));
    });
    if (button.form.elements.ns) button.form.elements.ns.focus();   // the refresh leaves it alone
  });

  document.addEventListener("DOMContentLoaded", function () {
    wire(document);
    document.querySelectorAll("[data-poll]").forEach(function (part) {
      part.addEventListener("live:poll", function () { refresh(part); });
      setInterval(function () { refresh(part); }, parseInt(part.dataset.every, 10) || 4000);
    });
  });
}());
