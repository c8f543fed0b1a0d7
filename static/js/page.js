// Small page helpers, kept out of the pages so that the Content-Security-Policy can
// forbid inline script: a <select data-autosubmit> submits its form when changed, and a
// link marked data-back goes back a page (its href is where to go without history).
(function () {
  "use strict";
  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("[data-autosubmit]").forEach(function (field) {
      field.addEventListener("change", function () { field.form.submit(); });
    });
    document.querySelectorAll("a[data-back]").forEach(function (link) {
      link.addEventListener("click", function (event) {
        if (window.history.length > 1) { event.preventDefault(); window.history.back(); }
      });
    });
  });
}());
