// The table page's outbox: what the table enters, corrects, confirms or disputes is kept in
// this phone's storage until the server has it, so a dropped Wi-Fi loses nothing.
//
// Each tray's entry, correction, confirmation or dispute is one item, stored under
// "<prefix>:<round>:<tray>:<action>" (the prefix names the table), and sent through
// the table API (docs/table-api.md) at once, again when the connection returns,
// and every few seconds while any is waiting.  The tray says "Saved on this phone,
// not yet sent" until the server answers; what the server refuses (say, different
// figures for a tray already entered) is shown on the tray, plainly, until the
// table sends it again or dismisses it.  Without JavaScript the forms post as usual.
(function () {
  "use strict";

  var ACTIONS = ["enter", "amend", "confirm", "dispute"];
  var TAILS = {amend: "correct", confirm: "confirm", dispute: "confirm"};   // after .../results/<tray>/
  var FIGURES = ["ns", "revokes_ns", "revokes_ew", "before_revoke_ns", "before_revoke_ew"];
  var EVERY = 5000;
  var part, prefix, api, side, where, gone = false, sending = false;
  var KEPT = "whist-table:";   // every table link's prefix starts so

  function items() {
    var found = [];
    for (var i = 0; i < localStorage.length; i++) {
      var key = localStorage.key(i);
      if (key.indexOf(prefix + ":") === 0) {
        try { found.push(JSON.parse(localStorage.getItem(key))); } catch (e) { localStorage.removeItem(key); }
      }
    }
    return found.sort(function (a, b) { return a.at - b.at; });
  }

  function keyOf(item) { return [prefix, item.round, item.tray, item.action].join(":"); }
  function keep(item) { localStorage.setItem(keyOf(item), JSON.stringify(item)); }
  function drop(item) { localStorage.removeItem(keyOf(item)); }

  function number(value) {
    if (value === null || value === undefined || value.trim() === "") return null;
    return /^\d+$/.test(value.trim()) ? parseInt(value, 10) : value;
  }

  // The API's body for a form of the page: what was typed, as the page would read it
  // (a side's "before the first revoke" only when that side revoked).
  function itemOf(form, action) {
    var data = new FormData(form), typed = {};
    var item = {round: number(data.get("round")), tray: number(data.get("tray")), action: action,
                at: Date.now(), where: where, state: "waiting", typed: typed, body: {round: number(data.get("round"))}};
    if (data.get("version")) item.body.version = number(data.get("version"));
    if (action === "enter") item.body.tray = item.tray;
    if (action === "dispute") item.body.agree = false;
    if (action !== "confirm") {
      FIGURES.forEach(function (name) { typed[name] = data.get(name) || ""; });
      FIGURES.forEach(function (name) {
        var side = name.slice(-2);
        if (name.indexOf("before_revoke_") === 0 && !(number(typed["revokes_" + side]) > 0)) return;
        item.body[name] = number(typed[name]);
      });
      ["revokes_ns", "revokes_ew"].forEach(function (name) { if (item.body[name] === null) item.body[name] = 0; });
    }
    return item;
  }

  function address(item) {
    return item.action === "enter" ? api : api + "/" + item.tray + "/" + TAILS[item.action];
  }

  // Whose it is: this device's side with one device per side; else N-S enter, E-W check.
  function summary(item) {
    var entering = side || "N-S", checking = side || "E-W";
    if (item.action === "confirm") return checking + "'s confirmation";
    var ns = number(item.typed.ns);
    var what = {dispute: checking + "'s figures", amend: entering + "'s correction"}[item.action] ||
      entering + "'s entry";
    return typeof ns === "number" ? what + " (N-S " + ns + ", E-W " + (13 - ns) + ")" : what;
  }

  // Send every waiting item, oldest first; stop at the first that cannot get through.
  function flush() {
    var waiting = items().filter(function (item) { return item.state === "waiting"; });
    if (sending || gone || !waiting.length) return;
    sending = true;
    var sent = false;
    function next(i) {
      if (i >= waiting.length) return Promise.resolve();
      var item = waiting[i];
      return fetch(address(item), {method: "POST", headers: {"Content-Type": "application/json"},
                                   body: JSON.stringify(item.body), credentials: "omit"})
        .then(function (response) {
          if (response.status >= 500) throw new Error("the server could not take it now");
          return response.json().then(function (answer) {
            if (response.ok) {
              drop(item);
              sent = true;
              markSent(item);
            } else if (answer.unknown_link) {   // the link was renewed: keep it for the new one
              gone = true;
              return null;
            } else {
              item.state = "refused";
              item.error = answer.error || "the server refused it";
              keep(item);
            }
            return next(i + 1);
          });
        });
    }
    next(0).catch(function () { /* still offline: the next tick or "online" tries again */ })
      .then(function () {
        sending = false;
        show();
        if (sent) part.dispatchEvent(new CustomEvent("live:poll"));
      });
  }

  function section(item) {
    var found = part.querySelector("#tray-" + item.tray);
    return found && number(found.dataset.round) === item.round ? found : null;
  }

  function markSent(item) {
    var here = section(item), sync = here && here.querySelector("[data-sync]");
    if (!sync) return;
    sync.classList.remove("waiting");
    sync.textContent = "✓ Sent";
  }

  function line(here, kind) {
    var p = here.querySelector("[data-outbox-" + kind + "]");
    if (!p) {
      p = document.createElement("p");
      p.setAttribute("data-outbox-" + kind, "");
      here.querySelector("h2").insertAdjacentElement("afterend", p);
    }
    return p;
  }

  function formFor(here, action) {
    var button = here.querySelector('button[name=action][value="' + action + '"]');
    return button ? button.form : null;
  }

  function hide(form, hidden) {
    if (!form) return;
    var details = form.closest("details");
    if (details && hidden) details.open = false;   // an open one would stop the page's refresh
    (details || form).hidden = hidden;
  }

  function showWaiting(here, item) {
    var before = here.querySelector("[data-outbox-refused]"), sync = here.querySelector("[data-sync]");
    if (before) before.remove();
    sync.hidden = false;
    sync.classList.add("waiting");
    sync.textContent = "Saved on this phone, not yet sent: " + summary(item) + ".";
    here.querySelectorAll("form").forEach(function (form) { hide(form, true); });   // one thing at a time
  }

  // A refusal: the tray shows the server's state again, the reason, and what was typed.
  function showRefused(here, item) {
    var sync = here.querySelector("[data-sync]"), form = formFor(here, item.action);
    sync.classList.remove("waiting");
    sync.hidden = !here.dataset.status;
    sync.textContent = here.dataset.status ? "✓ Sent" : "";
    here.querySelectorAll("form").forEach(function (shown) { hide(shown, false); });
    var alert = line(here, "refused");
    alert.className = "alert";
    alert.setAttribute("role", "alert");
    alert.textContent = "Not accepted: " + summary(item) + ": " + item.error + " ";
    var ok = document.createElement("button");
    ok.type = "button";
    ok.className = "secondary";
    ok.textContent = "OK";
    ok.addEventListener("click", function () { drop(item); alert.remove(); });
    alert.appendChild(ok);
    if (form && !form.hasAttribute("data-outbox-typed")) {   // once: the table may be correcting it
      form.setAttribute("data-outbox-typed", "");
      Object.keys(item.typed).forEach(function (name) {
        if (form.elements[name]) form.elements[name].value = item.typed[name];
      });
      var details = form.closest("details");
      if (details) details.open = true;
      form.querySelectorAll("input").forEach(function (box) { box.dispatchEvent(new Event("input")); });
    }
  }

  // Show on each tray what this phone holds for it: waiting, or refused and why; and
  // count what belongs to a round the page no longer shows.
  function show() {
    var waiting = 0, refused = 0;
    items().forEach(function (item) {
      var here = section(item);
      if (here) {
        (item.state === "waiting" ? showWaiting : showRefused)(here, item);
      } else if (item.state === "waiting") {
        waiting += 1;
      } else {
        refused += 1;
      }
    });
    var outbox = document.querySelector("[data-outbox-earlier]"), words = [];
    if (waiting) words.push(waiting + " of an earlier round saved on this phone, not yet sent.");
    if (refused) words.push(refused + " of an earlier round not accepted: show this phone to the director.");
    outbox.hidden = !words.length;
    outbox.textContent = words.join(" ");
    showGone();
  }

  // This link no longer works (the director gave the table a new one): say plainly that
  // nothing saved here is lost, and what to do with it.
  function showGone() {
    var notice = document.querySelector("[data-link-gone]");
    if (!gone || !notice) return;
    var kept = items().filter(function (item) { return item.state === "waiting"; });
    var text = "This link no longer works: the director has given this table a new one. ";
    if (kept.length) {
      text += "Nothing saved on this phone is lost: " + kept.map(function (item) {
        return "tray " + item.tray + " (round " + item.round + "): " + summary(item);
      }).join("; ") + ". Scan the table's new QR code with this phone, and it is sent from the new " +
        "link; or show this to the director, who can enter it.";
    } else {
      text += "Scan the table's new QR code, or ask the director for the new link.";
    }
    notice.hidden = false;
    notice.textContent = text;
  }

  // What this phone saved under an earlier link of the same table and side (the director
  // renewed it) is this link's to send now.
  function adopt() {
    if (!where) return;
    var found = [];
    for (var i = 0; i < localStorage.length; i++) {
      var key = localStorage.key(i);
      if (key.indexOf(KEPT) === 0 && key.indexOf(prefix + ":") !== 0) found.push(key);
    }
    found.forEach(function (key) {
      var item;
      try { item = JSON.parse(localStorage.getItem(key)); } catch (e) { return; }
      if (!item || item.where !== where) return;
      localStorage.removeItem(key);
      item.state = "waiting";
      keep(item);
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    part = document.querySelector("[data-outbox]");
    if (!part || !window.localStorage || !window.fetch) return;
    prefix = part.dataset.outbox;
    api = part.dataset.api;
    side = part.dataset.side;
    where = part.dataset.where;
    adopt();
    part.addEventListener("submit", function (event) {
      var action = event.submitter && event.submitter.value;
      if (ACTIONS.indexOf(action) < 0) return;        // anything else posts as usual
      event.preventDefault();
      var item = itemOf(event.target, action);
      keep(item);
      show();
      flush();
    });
    part.addEventListener("live:refreshed", show);
    part.addEventListener("live:gone", function () { gone = true; show(); });
    window.addEventListener("online", flush);
    setInterval(flush, EVERY);
    show();
    flush();
  });
}());
