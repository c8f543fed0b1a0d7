// The field's autocomplete: as the director types a name, the club's members whose names
// match the name being typed (after '&', '/', ';' or ':' on the line) are offered as
// buttons under the box; choosing one writes the member's name in full.
(function () {
  "use strict";
  var SEPARATOR = /(.*(?:&|\/|\+|;|:|\band\b)\s*|^\s*)([^&\/+;:]*)$/i;

  function fragment(box) {
    var before = box.value.slice(0, box.selectionStart);
    var line = before.slice(before.lastIndexOf("\n") + 1);
    var match = SEPARATOR.exec(line);
    var typed = match ? match[2] : line;
    return {typed: typed.replace(/^\s+/, ""), end: box.selectionStart};
  }

  function offer(box, list, names) {
    var at = fragment(box);
    var typed = at.typed.toLowerCase();
    list.textContent = "";
    if (typed.length < 2) { return; }
    var found = names.filter(function (n) { return n.toLowerCase().indexOf(typed) === 0; })
      .concat(names.filter(function (n) {
        var i = n.toLowerCase().indexOf(typed); return i > 0;
      })).filter(function (n) { return n.toLowerCase() !== typed; }).slice(0, 8);
    found.forEach(function (name) {
      var button = document.createElement("button");
      button.type = "button";
      button.className = "secondary suggestion";
      button.textContent = name;
      button.addEventListener("click", function () {
        var start = at.end - at.typed.length;
        box.value = box.value.slice(0, start) + name + box.value.slice(at.end);
        box.focus();
        box.selectionStart = box.selectionEnd = start + name.length;
        list.textContent = "";
      });
      list.appendChild(button);
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    var list = document.getElementById("member-suggestions");
    var box = document.querySelector("#field-form textarea");
    if (!list || !box) { return; }
    var names = [];
    fetch(list.dataset.source, {credentials: "same-origin"})
      .then(function (r) { return r.ok ? r.json() : {members: []}; })
      .then(function (doc) {
        names = doc.members || [];
        // What was typed before the list arrived is offered now, not only at the next key.
        if (document.activeElement === box) { offer(box, list, names); }
      });
    box.addEventListener("input", function () { offer(box, list, names); });
    box.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { list.textContent = ""; }
    });
  });
}());
