// A link to a rule or to a glossary term shows what it links to in place: the rule's title and its
// first paragraph (a clarification's ruling), or the term and its meaning. With a mouse it opens on
// pointing and closes on leaving; on a touch screen the first tap opens it, with a link to go on
// reading, and a tap anywhere else closes it. The linked page is fetched once from the site itself;
// where it cannot be (a page opened from disk), the link simply works as a link.
//
// The theme's own instant previews (navigation.instant.preview) show a link only when the site's
// sitemap lists its page at the very address the site is served from, so they need site_url set to
// that address; this site is built to work from any host, any folder and from disk, and sets none.
(function () {
  var RULE_ID = /^[a-z_]+\.[a-z0-9_-]+\.[a-z0-9_-]+$/;
  var GLOSSARY = /(^|\/)glossary\.html$/;
  var SPEC = /(^|\/)spec\//;
  var pages = {};
  var shown = null;
  var pending = null;
  var touch = window.matchMedia("(hover: none)");

  function target(link) {
    if (!link.hash || link.closest(".fr-preview, .md-nav, .md-search, .headerlink")) {
      return null;
    }
    var url = new URL(link.href, location.href);
    var id = decodeURIComponent(url.hash.slice(1));
    if (url.origin !== location.origin || SPEC.test(url.pathname)) {
      return null;
    }
    if (!RULE_ID.test(id) && !GLOSSARY.test(url.pathname)) {
      return null;
    }
    url.hash = "";
    return { page: url.href, id: id };
  }

  function page(address) {
    if (address === location.href.split("#")[0]) {
      return Promise.resolve(document);
    }
    if (!pages[address]) {
      pages[address] = fetch(address).then(function (answer) {
        if (!answer.ok) {
          throw new Error(address + ": " + answer.status);
        }
        return answer.text().then(function (text) {
          return new DOMParser().parseFromString(text, "text/html");
        });
      });
    }
    return pages[address];
  }

  function isHeading(element) {
    return /^H[1-6]$/.test(element.tagName);
  }

  function firstParagraph(heading, id) {
    var ruling = /\.clarifications\./.test(id);
    var first = null;
    for (var next = heading.nextElementSibling; next && !isHeading(next); next = next.nextElementSibling) {
      if (next.tagName !== "P" || /\bfr-/.test(next.className)) {
        continue;
      }
      if (!ruling || /^\s*Ruling\b/.test(next.textContent)) {
        return next;
      }
      first = first || next;
    }
    return first;
  }

  function excerpt(doc, item, address) {
    var found = doc.getElementById(item.id);
    if (!found) {
      return null;
    }
    var title = found;
    var body = null;
    if (isHeading(found)) {
      body = firstParagraph(found, item.id);
    } else if (found.tagName === "DT") {
      body = found.nextElementSibling;
    } else if (found.querySelector("dt")) {
      // A glossary term: its name, then its meaning in each rulebook.
      title = found.querySelector("dt");
      body = document.createElement("div");
      found.querySelectorAll("dd").forEach(function (meaning) {
        body.appendChild(document.importNode(meaning, true));
      });
    } else {
      title = null;
      body = found;
    }
    var box = document.createElement("div");
    box.className = "md-typeset fr-preview";
    box.setAttribute("role", "tooltip");
    [title, body].forEach(function (part, index) {
      if (!part) {
        return;
      }
      var copy = document.importNode(part, true);
      copy.removeAttribute("id");
      copy.querySelectorAll(".headerlink, [id]").forEach(function (inner) {
        if (inner.classList.contains("headerlink")) {
          inner.remove();
        } else {
          inner.removeAttribute("id");
        }
      });
      copy.querySelectorAll("a[href]").forEach(function (link) {
        link.href = new URL(link.getAttribute("href"), address).href;
      });
      var shell = document.createElement(index === 0 ? "p" : "div");
      shell.className = index === 0 ? "fr-preview-title" : "fr-preview-body";
      if (index === 0) {
        shell.textContent = copy.textContent.replace(/¶\s*$/, "").trim();
      } else {
        shell.appendChild(copy);
      }
      box.appendChild(shell);
    });
    return box;
  }

  function place(box, link) {
    var where = link.getBoundingClientRect();
    document.body.appendChild(box);
    var width = box.offsetWidth;
    var height = box.offsetHeight;
    var left = Math.min(Math.max(8, where.left), document.documentElement.clientWidth - width - 8);
    // Under the link, or over it when the screen has no room left below and has some above.
    var above = where.bottom + height + 6 > window.innerHeight && where.top - height - 6 > 0;
    box.style.left = Math.max(8, left) + window.scrollX + "px";
    box.style.top = (above ? where.top - height - 6 : where.bottom + 6) + window.scrollY + "px";
  }

  function hide() {
    clearTimeout(pending);
    if (shown) {
      shown.box.remove();
      shown = null;
    }
  }

  function show(link, item, onTouch) {
    return page(item.page).then(function (doc) {
      var box = excerpt(doc, item, item.page);
      if (!box) {
        throw new Error("no " + item.id + " on " + item.page);
      }
      if (onTouch) {
        var more = document.createElement("p");
        more.className = "fr-preview-more";
        var go = document.createElement("a");
        go.href = link.href;
        go.textContent = "Read it on its page →";
        more.appendChild(go);
        box.appendChild(more);
      }
      hide();
      box.addEventListener("mouseleave", function () {
        pending = setTimeout(hide, 250);
      });
      box.addEventListener("mouseenter", function () {
        clearTimeout(pending);
      });
      shown = { box: box, link: link };
      place(box, link);
    });
  }

  document.addEventListener("mouseover", function (event) {
    var link = event.target.closest && event.target.closest("article a[href]");
    if (touch.matches || !link || (shown && shown.link === link)) {
      return;
    }
    var item = target(link);
    if (!item) {
      return;
    }
    clearTimeout(pending);
    pending = setTimeout(function () {
      show(link, item, false).catch(function () {});
    }, 300);
    link.addEventListener(
      "mouseleave",
      function () {
        clearTimeout(pending);
        pending = setTimeout(hide, 250);
      },
      { once: true },
    );
  });

  document.addEventListener("focusin", function (event) {
    var link = event.target.closest && event.target.closest("article a[href]");
    var item = link && !touch.matches && target(link);
    if (item) {
      show(link, item, false).catch(function () {});
    }
  });

  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[href]");
    if (shown && !shown.box.contains(event.target) && link !== shown.link) {
      hide();
    }
    if (!touch.matches || !link || !link.closest("article") || (shown && shown.link === link)) {
      return;
    }
    var item = target(link);
    if (!item) {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    show(link, item, true).catch(function () {
      location.href = link.href;
    });
  }, true);

  document.addEventListener("focusout", function (event) {
    if (shown && event.target === shown.link && !touch.matches) {
      pending = setTimeout(hide, 250);
    }
  });

  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") {
      hide();
    }
  });
})();
