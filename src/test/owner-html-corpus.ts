/**
 * Tests only: the corpus the owner-HTML sanitizer (src/ui/sanitize-owner-html.ts) is checked on
 * against its oracle (src/test/dompurify-oracle.ts), in unit tests and in Chromium
 * (e2e/sanitizer.spec.ts).
 *
 * RICH_TEXT: what site owners write in a cookie banner or an announcement bar; both sanitizers must
 * give exactly the same markup. RENDERINGS: what a calendar's or a summary's re-rendering is made of,
 * the same for the block renderings' list (src/ui/sanitize-block-rendering.ts), which is also checked
 * on RICH_TEXT and every attack. XSS_PAYLOADS: a representative set of attack strings, grouped by
 * technique: scripts and handlers, dangerous addresses, DOM clobbering, raw-text and comment tricks,
 * namespace confusion (mXSS through SVG and MathML), nesting and removal tricks, and what the rules
 * of the block renderings' list check. The public corpora themselves (DOMPurify's test fixtures, every
 * html5sec vector) run too, through both lists, in the same places and in Firefox and WebKit
 * (scripts/sanitizer-corpora.ts, src/ui/sanitize-public-corpora.oracle.test.ts).
 */

export const RICH_TEXT: readonly string[] = [
  '',
  'Este site usa cookies para melhorar sua experiência.',
  '<p>Usamos <strong>cookies</strong> para melhorar sua visita.</p>',
  '<p>Usamos cookies. <a href="/privacidade">Política de privacidade</a>.</p>',
  '<p>Ao continuar, você concorda com a nossa <a href="https://exemplo.com.br/politica" target="_blank">política</a>.</p>',
  '<p>Dúvidas? <a href="mailto:dpo@exemplo.com.br">dpo@exemplo.com.br</a></p>',
  '<p><b>Frete grátis</b> acima de R$ 200 — <i>só hoje</i>!</p>',
  '<p>Linha um<br>linha dois<br/>linha três</p>',
  '<ul><li>Essenciais</li><li>Estatísticas</li><li><em>Marketing</em></li></ul>',
  '<ol><li>um</li><li>dois</li></ol>',
  '<p><u>Sublinhado</u> e <span>trecho</span></p>',
  '<p>Acentos: ação, coração, pão, você &amp; eu &lt;3 &quot;aspas&quot; &#169; &nbsp;fim</p>',
  '<p>Primeiro parágrafo.</p><p>Segundo parágrafo.</p>',
  '  <p>Com espaço antes</p>',
  '\n<p>Com quebra de linha antes</p>\n',
  '<p><a href="#cookies">âncora</a> <a href="?lang=pt">consulta</a> <a href="../a/b">relativo</a> <a href="//cdn.exemplo.com/p">sem esquema</a></p>',
  '<p><a href="https://exemplo.com/minha página">com espaço</a></p>',
  '<p><a href=" /privacidade ">com espaços em volta</a> <a href="/p" target=" _blank ">alvo com espaços</a></p>',
  '<P>Maiúsculas <STRONG>também</STRONG></P>',
  '<p>Não fechado',
  '<li>item solto</li>',
  '<p><strong><em>aninhado</em></strong></p>',
  '<a href="">endereço vazio</a>',
];

export const RENDERINGS: readonly string[] = [
  '<div class="summary-item-list" data-summary-items><article class="summary-item">' +
    '<a href="/eventos/show-de-junho" class="summary-thumbnail"><img src="/s/show-500w.jpg" srcset="/s/show-500w.jpg 500w, /s/show-1000w.jpg 1000w" ' +
    'sizes="(max-width: 640px) 100vw, 33vw" alt="Show de junho" width="500" height="333" loading="lazy" decoding="async"></a>' +
    '<h3 class="summary-title"><a href="/eventos/show-de-junho">Show de junho</a></h3>' +
    '<time datetime="2025-06-14T20:00" data-summary-event-end="2025-06-14T23:00">14 de junho, 20h</time>' +
    '<p class="summary-excerpt">Uma noite de <strong>música</strong>.</p></article></div>',
  '<section class="summary-v2"><header><h2>Próximos eventos</h2></header><div data-summary-items="">' +
    '<article><figure><img src="https://images.exemplo.com/a.jpg?format=750w" alt=""><figcaption>Legenda</figcaption></figure>' +
    '<h4>Oficina</h4><small>Vagas limitadas</small></article></div>' +
    '<footer><a href="/eventos" aria-label="Agenda: todos os eventos">Ver todos</a></footer></section>',
  '<table class="calendar-month"><caption>Junho de 2025</caption><tbody><tr><th scope="col">dom</th><th scope="col">seg</th></tr>' +
    '<tr><td colspan="3"></td><td class="has-event"><time datetime="2025-06-04">4</time> <a href="/eventos/oficina">Oficina</a></td></tr></tbody></table>' +
    '<nav aria-label="Meses"><a href="/eventos?month=05-2025" data-calendar-month="2025-05">Maio</a> ' +
    '<a href="/eventos?month=07-2025" data-calendar-month="2025-07">Julho</a></nav>',
  '<table><tr><th scope="row">Sábado</th><td rowspan="2">Feira</td></tr><tr><th scope="row">Domingo</th></tr></table>',
  '<img src="//cdn.exemplo.com/capa.jpg" srcset="//cdn.exemplo.com/capa.jpg 1x, //cdn.exemplo.com/capa@2x.jpg 2x" alt="Capa" decoding="sync" loading="eager">',
  '<h5>Título</h5><h6>Subtítulo</h6><ul class="eventos"><li><a href="https://ingressos.exemplo.com/x" target="_blank">Ingressos</a></li></ul>',
];

export const XSS_PAYLOADS: readonly string[] = [
  // Scripts, styles and event handlers
  '<script>alert(1)</script>',
  '<p>Olá<script>alert(1)</script></p>',
  '<SCRIPT FOR=document EVENT=onreadystatechange>alert(1)</SCRIPT>',
  '<script src="data:,alert(1)"></script>texto',
  '<b <script>alert(1)//</script>0</script></b>',
  '<b><script<b></b><alert(1)</script </b></b>',
  '<style>*{color:red}</style><p>Olá</p>',
  '<p onclick="alert(1)" onmouseover="alert(2)">Olá</p>',
  '<img src=x onerror=alert(1)>',
  '<img src onerror /" \'"= alt=alert(1)//">',
  '<svg onload=alert(1)>',
  '<body onload=alert(1)><p>corpo</p>',
  '<details open ontoggle=alert(1)>detalhes</details>',
  '<input autofocus onfocus=alert(1)>',
  '<div onmouseout="javascript:alert(1)" x=yscript: n>texto</div>',
  '<button remove=me onmousedown="javascript:alert(1);" onclick="javascript:alert(1)" >botão',
  '<marquee onstart=alert(1)>m</marquee>',
  '<video><source onerror="alert(1)">',
  '<audio src=x onerror=alert(1)>áudio</audio>',
  '<span style="background:url(javascript:alert(1))" class=x id=y data-x=1 aria-label=z>trecho</span>',

  // Link addresses
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="\u0001java\u0003script:alert(1)">x</a>',
  '<a href="\u2028javascript:alert(1)">x</a>',
  "<a href=' javascript:alert(1)'>x</a><a href='&#xA0javascript:alert(1)'>x</a><a href='&#x1680;javascript:alert(1)'>x</a><a href='&#x2000;javascript:alert(1)'>x</a><a href='&#x200B;javascript:alert(1)'>x</a><a href='&#x205f;javascript:alert(1)'>x</a><a href='&#x3000;javascript:alert(1)'>x</a>",
  '<a href="java&#x09;script:alert(1)">x</a><a href="java&#x0A;script:alert(1)">x</a><a href="java&#x0D;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="java script:alert(1)">x</a><a href="java\u00a0script:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href=data:,evilnastystuff>clickme</a>',
  '<a href="tel:+5511999999999">x</a><a href="ftp://exemplo.com">x</a><a href="blob:https://exemplo.com/1">x</a>',
  '<a href="\u200b">invisível</a>',
  '<a href="https://exemplo.com/--></style><img src=x onerror=alert(1)>">x</a>',
  '<a href="https://exemplo.com/x/>y">x</a>',
  '<a href="/p" target="_top">x</a><a href="/p" target="quadro">x</a><a href="/p" rel="opener">x</a>',
  '<a href="javascript:alert(1)" target="_blank">x</a>',
  '<a href="/p" target="_blank" rel="opener" onclick="alert(1)" ping="/rastreio" download>x</a>',
  '<a href="#" id="location" name="cookie">clobber</a>',
  '<a href="javascript:123" onclick="alert(1)">clique</a>',
  '<head><base href="javascript://"/></head><body><a href="/. /,alert(1)//#">XXX</a></body>',

  // Frames, plugins, forms
  '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">recurso</object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><input name="a"><button>Enviar</button></form>',
  '<form><button formaction="javascript:alert(1)">X</button></form>',
  '<frameset onload=alert(1)><frame src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel=stylesheet href="data:,*{x:expression(alert(1))}">',

  // DOM clobbering
  '<form onmouseover="alert(1)"><input name="attributes"><input name="attributes"></form>',
  '<form><input name="childNodes"><input name="firstChild"><input name="nextSibling">123</form>',
  '<form><input name="localName"><input name="nodeType"><input name="parentNode"><p>dentro</p></form>',
  '<form><input name=namespaceURI></form>',
  '<img name=createElement><img id=createTreeWalker><p>depois</p>',
  '<image name=body><image name=adoptNode>@mmrupp<image name=firstElementChild><svg onload=alert(1)>',

  // Raw text, comments and their tricks
  '<textarea>@shafigullin</textarea><!--</textarea><img src=x onerror=alert(1)>-->',
  '<b><noscript><!-- </noscript><img src=x onerror=alert(1) --></noscript>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
  '<b><style><style/><img src=x onerror=alert(1)>',
  '<div><style><img src="</style><img src=x onerror=alert(1)//">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>',
  '<listing>&lt;img onerror="alert(1);//" src=x&gt;<t t></listing>',
  '<title><img src=x onerror=alert(1)></title>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![><img src="]><img src=x onerror=alert(1)//">',
  '<!-- `<img/src=xxx onerror=alert(1)//--!>',
  '<comment><img src="</comment><img src=x onerror=alert(1)//">',
  '<? foo="><script>alert(1)</script>">',
  '<% foo><x foo="%><script>alert(1)</script>">',
  '<!DOCTYPE x[<!ENTITY x SYSTEM "http://exemplo.com/xxe">]><y>&x;</y>',
  '\u0001<option><style></option></select><b><img src=x onerror=alert(1)></style></option>',
  '<option><iframe></select><b><script>alert(1)</script>',
  '<plaintext><script>alert(1)</script>',

  // Templates
  '<template><script>alert(1)</script></template><p>Olá</p>',
  '<body><template><s><template><s><img src=x onerror=alert(1)>@shafigullin</s></template></s></template>',
  '<select><template><img src=x onerror=alert(1)></template></select>',

  // Namespace confusion: SVG and MathML (mXSS)
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>clique</text></a></svg>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<svg></p><textarea><title><style></textarea><img src=x onerror=alert(1)></style></title></svg>',
  '<svg></p><title><a id="</title><img src=x onerror=alert()>"></textarea></svg>',
  '<math></p><textarea><mi><style></textarea><img src=x onerror=alert(1)></mi></math>',
  '<svg></p><title><template><style></title><img src=x onerror=alert(1)>',
  '<math></br><textarea><mtext><template><style></textarea><img src=x onerror=alert(1)>',
  '<svg></p><math><title><style><img src=x onerror=alert(1)></style></title>',
  '<svg><p><style><g title="</style><img src=x onerror=alert(1)>">',
  '<svg><foreignobject><p><style><p title="</style><iframe onload&#x3d;alert(1)<!--"></style>',
  '<math><annotation-xml encoding="text/html"><p><style><p title="</style><iframe onload&#x3d;alert(1)<!--"></style>',
  "<xmp><svg><b><style><b title='</style><img>'>",
  "<noembed><svg><b><style><b title='</style><img>'>",
  '<form><math><mtext></form><form><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><math href=javascript:alert(1)>CLICKME</math>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=\'alert(1)\'>"></style></h1>',
  'a<svg><xss><desc><noscript>&lt;/noscript>&lt;/desc>&lt;s>&lt/s>&lt;style>&lt;a title="&lt;/style>&lt;img src onerror=alert(1)>">',
  "<math><mtext><option><FAKEFAKE><option></option><mglyph><svg><mtext><style><a title=\"</style><img src='#' onerror='alert(1)'>\">",
  '<mi>solto</mi><mtext>solto</mtext><desc>solto</desc>',
  '<svg><![CDATA[><image xlink:href="]]><img src=x onerror=alert(2)//"></svg>',

  // Images, runtime markers and the other attributes of the block renderings' list
  '<img src="javascript:alert(1)" alt="x"><img src="java&#x09;script:alert(1)"><img src="&#x0A;javascript:alert(1)">',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="data:image/png;base64,iVBORw0KGgo=" alt="pixel">',
  '<img src="mailto:a@exemplo.com"><img src="vbscript:msgbox(1)"><img src="blob:https://exemplo.com/1">',
  '<img src="/a.jpg" srcset="/a.jpg 1x, javascript:alert(1) 2x">',
  '<img src="/a.jpg" srcset="/a.jpg 1x,data:image/png;base64,AAAA 2x">',
  '<img src="/a.jpg" alt="</xmp><img src=x onerror=alert(1)>" class="--> x" sizes="100vw">',
  '<img src="/a.jpg" width="100%" height="50px" loading="auto" decoding="bogus" onerror="alert(1)" style="border:0" id="foto" name="foto">',
  '<div data-block-type="26" data-block-json=\'{"collectionId":"x"}\' data-lightbox="true" data-video data-widget-script id="block-x">conteúdo</div>',
  '<a href="/p" data-calendar-month="javascript:alert(1)">x</a><a href="/p" data-calendar-month="2025-13x" data-item-id="1">y</a>',
  '<picture><source srcset="javascript:alert(1)" media="(min-width: 1px)"><img src="/a.jpg"></picture>',
  '<button type="submit" formaction="javascript:alert(1)">Comprar</button><form action="/x"><input name="q" value="v"><select name="s"><option>Um</option></select></form>',
  '<h1>Título</h1><table><thead><tr><th>cabeçalho</th></tr></thead><tfoot><tr><td>pé</td></tr></tfoot></table>',
  '<table><tr><td background="javascript:alert(1)" colspan="x" rowspan="2" scope="bogus" headers="h">célula</td></tr></table>',
  '<time datetime="2025-06-01" onmouseover="alert(1)" style="display:block">1</time><section id="site-context" name="body">seção</section>',

  // Nesting and unknown elements
  '<div><h2>Cookies</h2><p>Olá</p></div>',
  '<table><tr><td>célula</td></tr></table>',
  '<table><thead><tr><th>cabeçalho</th></tr></thead><colgroup><col></colgroup></table>',
  '<x repeat="template" repeat-start="999999">0<y repeat="template" repeat-start="999999">1</y></x>',
  '<custom-element onclick="alert(1)">personalizado</custom-element>',
  '<p><a href="/a"><a href="/b">aninhado</a></a></p>',
  '<b is="foo">bar</b>',
  '<isindex x="javascript:" onmouseover="alert(1)" label="rótulo">',
];

/**
 * Where the short texts' sanitizer is stricter than DOMPurify under happy-dom, on purpose (docs/markup.md
 * §8): the content of object and textarea goes with them, `is` is dropped like any other attribute, an
 * address with a raw `<` or `>` is not kept, and a form named into clobbering goes with its content
 * (happy-dom has no form named properties, so DOMPurify sees no clobbering there; in Chromium it removes
 * those forms too: e2e/sanitizer.spec.ts).
 */
export const STRICTER: ReadonlyMap<string, string> = new Map([
  ['<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">recurso</object>', ''],
  ['<textarea>@shafigullin</textarea><!--</textarea><img src=x onerror=alert(1)>-->', ''],
  ['<b is="foo">bar</b>', '<b>bar</b>'],
  ['<a href="https://exemplo.com/x/>y">x</a>', '<a>x</a>'],
  ['<form><input name="childNodes"><input name="firstChild"><input name="nextSibling">123</form>', ''],
  ['<form><input name="localName"><input name="nodeType"><input name="parentNode"><p>dentro</p></form>', ''],
]);

/**
 * The same for the block renderings' list, and where its checks of attribute values are stricter: an
 * image's width and height are digits only and its `loading` and `decoding` one of their keywords, a
 * cell's `colspan` and `rowspan` digits and its `scope` a keyword, `data-calendar-month` a `YYYY-MM`
 * month; and an image address with a raw `<` does not stay either (DOMPurify keeps it on an `img`).
 */
export const STRICTER_ON_RENDERINGS: ReadonlyMap<string, string> = new Map([
  ...STRICTER,
  ['<comment><img src="</comment><img src=x onerror=alert(1)//">', '<img>'],
  [
    '<img src="/a.jpg" width="100%" height="50px" loading="auto" decoding="bogus" onerror="alert(1)" style="border:0" id="foto" name="foto">',
    '<img src="/a.jpg">',
  ],
  [
    '<a href="/p" data-calendar-month="javascript:alert(1)">x</a><a href="/p" data-calendar-month="2025-13x" data-item-id="1">y</a>',
    '<a href="/p">x</a><a href="/p">y</a>',
  ],
  [
    '<table><tr><td background="javascript:alert(1)" colspan="x" rowspan="2" scope="bogus" headers="h">célula</td></tr></table>',
    '<table><tbody><tr><td rowspan="2">célula</td></tr></tbody></table>',
  ],
]);
