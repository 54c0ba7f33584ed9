#!/usr/bin/env python3
"""Generates Tests/Fixtures/parity/<class>/<name>.{plist,strings} and cases.meta.tsv: the hand-made corpus of
ParityTests, one or more inputs per class of difference between XML and what CoreFoundation reads, each with what
settingsc must make of it.
Every input is written here (none is copied from another project)."""
import os, shutil, struct, plistlib
ROOT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'Tests', 'Fixtures', 'parity')
shutil.rmtree(ROOT, ignore_errors=True)
meta = []
DECL = b'<?xml version="1.0" encoding="UTF-8"?>\n'
DT = b'<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
def P(body, decl=DECL, dt=DT):
    if isinstance(body, str): body = body.encode()
    return decl + dt + b'<plist version="1.0">\n' + body + b'\n</plist>\n'
def D(inner):  # a dict with one key
    if isinstance(inner, str): inner = inner.encode()
    return P(b'<dict>\n<key>k</key>' + inner + b'\n</dict>')
def add(cls, name, data, expect, note='', ext='plist'):
    if isinstance(data, str): data = data.encode()
    d = os.path.join(ROOT, cls); os.makedirs(d, exist_ok=True)
    p = os.path.join(d, f'{name}.{ext}')
    open(p, 'wb').write(data)
    meta.append((os.path.relpath(p, ROOT), cls, expect, note))

NS = 'warning(non-standard-xml)'; WV = 'warning(value)'; E = 'error'; OK = 'ok'; ES = 'error(stricter)'
# ---------- baseline
add('baseline', 'ok_dict', D('<string>v</string>'), OK)
add('baseline', 'ok_all_types', P('<array><string>s</string><integer>-5</integer><real>2.5</real><true/><false/>'
    '<date>2020-01-02T03:04:05Z</date><data>AAEC</data><dict/><array/></array>'), OK)
# ---------- prolog: anything before <?xml
add('prolog', 'ws_before_decl', b'  \n' + P('<string>a</string>'), NS)
add('prolog', 'comment_before_decl', b'<!-- licence -->\n' + P('<string>a</string>'), NS)
add('prolog', 'comment_dashes_before_decl', b'<!-- a -- b -->\n' + P('<string>a</string>'), NS)
add('prolog', 'pi_before_decl', b'<?foo bar?>\n' + P('<string>a</string>'), NS)
add('prolog', 'two_decls', DECL + P('<string>a</string>'), NS)
add('prolog', 'decl_no_version', P('<string>a</string>', decl=b'<?xml encoding="UTF-8"?>\n'), NS)
add('prolog', 'decl_unquoted', P('<string>a</string>', decl=b'<?xml version=1.0?>\n'), NS)
add('prolog', 'doctype_before_decl', DT + P('<string>a</string>', dt=b''), NS)
add('prolog', 'two_doctypes', P('<string>a</string>', dt=DT + DT), NS)
add('prolog', 'text_before_decl', b'x' + P('<string>a</string>'), E)
add('prolog', 'no_decl_no_doctype', b'<plist><string>a</string></plist>', OK)
add('prolog', 'doctype_lowercase', P('<string>a</string>', dt=b'<!doctype plist>\n'), E)
add('prolog', 'bom_ws_decl', b'\xef\xbb\xbf\n' + P('<string>a</string>'), NS)
add('prolog', 'ctrl_before_root', P('<string>a</string>', dt=DT + b'\x01'), E)
add('prolog', 'empty_comment_before_root', b'<!---->\n' + P('<string>a</string>', decl=b''), E, 'CF prolog skips one byte after <!-- (PL:2234): valid XML refused')
add('prolog', 'empty_comment_runs_on', b'<!---->x-->\n' + P('<string>a</string>', decl=b''), NS, 'same off-by-one: comment ends at the 2nd -->')
add('comment-dashes', 'empty_comment_in_array', P('<array><!----><string>a</string></array>'), OK)
add('prolog', 'pi_unterminated', b'<?foo ' , E)
# ---------- comments with --
add('comment-dashes', 'triple_dash', P('<!--- licence --->\n<string>a</string>'), NS)
add('comment-dashes', 'dashes_inside_dict', D('<!-- a -- b --><string>v</string>'), NS)
add('comment-dashes', 'comment_open_gt', P('<!-->x--><string>a</string>'), NS, 'CF: comment body starts after <!--, so <!--> is open until next -->')
add('comment-dashes', 'unclosed_comment_in_dict', P('<dict><!-- x </dict>'), E)
# ---------- content after </plist>
add('after-plist', 'text', P('<string>a</string>') + b'trailing text\n', NS)
add('after-plist', 'element', P('<string>a</string>') + b'<string>b</string>\n', NS)
add('after-plist', 'second_close', P('<string>a</string>') + b'</plist>\n', NS)
add('after-plist', 'cdata', P('<string>a</string>') + b'<![CDATA[x]]>\n', NS)
add('after-plist', 'unclosed_comment', P('<string>a</string>') + b'<!-- never closed\n', NS)
add('after-plist', 'invalid_utf8', P('<string>a</string>') + b'\xff\xfe junk\n', NS)
add('after-plist', 'second_plist', P('<string>a</string>') + P('<string>b</string>', decl=b'', dt=b''), NS)
add('after-plist', 'two_objects_in_plist', P('<string>a</string><string>b</string>'), E)
# ---------- C0 control characters
add('control-chars', 'raw_01', D('<string>a\x01b</string>'), NS)
add('control-chars', 'raw_1b_in_key', P('<dict><key>k\x1b</key><string>v</string></dict>'), NS)
add('control-chars', 'raw_00', D('<string>a\x00b</string>'), NS)
add('control-chars', 'ref_1', D('<string>a&#1;b</string>'), NS)
add('control-chars', 'ref_0', D('<string>a&#0;b</string>'), NS)
add('control-chars', 'ref_fffe', D('<string>a&#xFFFE;b</string>'), NS)
add('control-chars', 'ref_ffff', D('<string>a&#xFFFF;b</string>'), NS)
add('control-chars', 'raw_ffff', D(b'<string>a\xef\xbf\xbfb</string>'), NS)
add('control-chars', 'ref_d800', D('<string>a&#xD800;b</string>'), E)
add('control-chars', 'ref_110000', D('<string>a&#x110000;b</string>'), E)
add('control-chars', 'raw_7f_c1', D(b'<string>a\x7f\xc2\x85b</string>'), OK, 'DEL and U+0085 are XML Chars')
# ---------- entity / character references
add('entities', 'predefined', D('<string>&lt;&gt;&amp;&apos;&quot;</string>'), OK)
add('entities', 'charref_ok', D('<string>&#65;&#x42;&#x1F600;</string>'), OK)
add('entities', 'charref_9digits', D('<string>&#000000065;</string>'), E, 'CF: >8 chars in ref')
add('entities', 'charref_8chars', D('<string>&#x0000041;</string>'), OK)
add('entities', 'charref_upper_X', D('<string>&#X41;</string>'), E)
add('entities', 'amp_no_semicolon', D('<string>a &amp b</string>'), E)
add('entities', 'bare_amp', D('<string>a & b</string>'), E)
add('entities', 'unknown_entity', D('<string>&nbsp;</string>'), E)
add('entities', 'ref_feff_mid', D('<string>a&#xFEFF;b</string>'), OK, 'kept: only a leading U+FEFF is dropped')
add('entities', 'cdata_end_in_text', D('<string>a]]>b</string>'), NS)
add('entities', 'lt_in_text', D('<string>a<b</string>'), E)
# ---------- markup CF's scanner skips (attributes, malformed decl/doctype)
add('skipped-markup', 'attr_on_string', D('<string a="b">v</string>'), NS)
add('skipped-markup', 'attr_unquoted', D('<string a=b>v</string>'), NS)
add('skipped-markup', 'attr_duplicate', P('<dict x="1" x="2"><key>k</key><string>v</string></dict>'), NS)
add('skipped-markup', 'attr_gt_in_value', D('<string a="1>2">v</string>'), WV, 'CF ends the tag at the first >: value differs')
add('skipped-markup', 'attr_on_key', P('<dict><key id="1">k</key><string>v</string></dict>'), NS)
add('skipped-markup', 'plist_bad_attr', P('<string>a</string>').replace(b'<plist version="1.0">', b'<plist version="1.0" foo>'), NS)
add('skipped-markup', 'doctype_malformed', P('<string>a</string>', dt=b'<!DOCTYPE>\n'), NS)
add('skipped-markup', 'doctype_no_sysid', P('<string>a</string>', dt=b'<!DOCTYPE plist PUBLIC "x">\n'), NS)
add('skipped-markup', 'invalid_utf8_in_comment', P('<!-- caf\xe9 --><string>a</string>'.encode('latin-1')), NS)
add('skipped-markup', 'invalid_utf8_in_attr', D(b'<string a="\xe9">v</string>'), NS)
add('skipped-markup', 'xml_pi_in_array', P('<array><?xml version="1.0"?><string>a</string></array>'), NS)
add('skipped-markup', 'pi_in_dict', P('<dict><?x y?><key>k</key><?x y?><string>v</string></dict>'), OK)
add('skipped-markup', 'close_tag_ws', D('<string>v</string\n>'), OK)
add('skipped-markup', 'close_tag_attr', D('<string>v</string x>'), E)
add('skipped-markup', 'uppercase_tag', D('<String>v</String>'), E)
add('skipped-markup', 'element_decl_top', P('<string>a</string>', dt=b'<!ELEMENT plist ANY>\n'), E)
add('skipped-markup', 'doctype_in_dict', P('<dict><!DOCTYPE x><key>k</key><string>v</string></dict>'), E)
# ---------- <key> in value position
add('key-as-value', 'in_dict', P('<dict><key>File</key><key>About</key></dict>'), NS)
add('key-as-value', 'in_array', P('<array><key>a</key><string>b</string></array>'), NS)
add('key-as-value', 'top_level', P('<key>x</key>'), NS)
add('key-as-value', 'string_as_key', P('<dict><string>a</string><string>b</string></dict>'), E)
add('key-as-value', 'missing_value', P('<dict><key>a</key></dict>'), E)
add('key-as-value', 'empty_key', P('<dict><key/><string>a</string><key></key><string>b</string></dict>'), OK)
# ---------- dates
for n, v, x in [('day32', '2020-01-32T00:00:00Z', WV), ('feb29_nonleap', '2019-02-29T00:00:00Z', WV),
                ('month00', '2020-00-10T00:00:00Z', WV), ('month99', '2020-99-10T00:00:00Z', WV), ('day00', '2020-03-00T00:00:00Z', WV), ('all99', '2020-01-01T99:99:99Z', WV), ('month13', '2020-13-01T00:00:00Z', WV),
                ('hour24', '2020-01-01T24:00:00Z', WV), ('min60', '2020-01-01T00:60:00Z', WV),
                ('sec60', '2020-01-01T00:00:60Z', WV), ('year0', '0000-01-01T00:00:00Z', OK),
                ('year_neg', '-0001-01-01T00:00:00Z', OK), ('year5', '10000-01-01T00:00:00Z', OK),
                ('year1digit', '1-01-01T00:00:00Z', WV), ('no_year', '-01-01T00:00:00Z', E), ('empty_year', '--01-01T00:00:00Z', WV),
                ('no_seconds', '2020-01-01T12:34Z', E), ('date_only', '2020-01-01', E),
                ('no_Z', '2020-01-01T12:34:56', E), ('offset', '2020-01-01T12:34:56+01:00', E),
                ('fraction', '2020-01-01T12:34:56.5Z', E), ('month_1digit', '2020-1-01T00:00:00Z', E),
                ('lead_ws', ' 2020-01-01T00:00:00Z', E), ('trail_ws', '2020-01-01T00:00:00Z ', E),
                ('lowercase_tz', '2020-01-01t00:00:00z', E)]:
    add('date', n, D(f'<date>{v}</date>'), x)
add('date', 'comment_inside', D('<date>2020-01-01T00:00:00Z<!--c--></date>'), E)
# ---------- reals
for n, v, x in [('e309', '1e309', WV), ('neg_e309', '-1e309', WV), ('e_400', '1e-400', WV), ('neg_zero', '-0.0', OK),
                ('nan', 'nan', OK), ('NaN', 'NaN', OK), ('plus_nan', '+nan', E), ('minus_nan', '-nan', E),
                ('inf', 'inf', OK), ('minus_Infinity', '-Infinity', OK), ('plus_inf', '+INF', OK),
                ('lead_ws', ' 2.5', WV), ('trail_ws', '2.5 ', E), ('trail_nl', '2.5\n', E), ('comma', '1,5', E),
                ('dot5', '.5', OK), ('5dot', '5.', OK), ('hexfloat', '0x1p3', E), ('exp_only', '1e', E),
                ('plus', '+1.5', OK), ('empty', '', E), ('int_form', '42', OK), ('nan_payload', 'nan(1)', E)]:
    add('real', n, D(f'<real>{v}</real>'), x)
add('real', 'empty_tag', D('<real/>'), E)
add('real', 'cdata', D('<real><![CDATA[1.5]]></real>'), E)
add('real', 'comment', D('<real>1.5<!--c--></real>'), E)
add('real', 'entity', D('<real>&#49;.5</real>'), OK)
# ---------- integers
for n, v, x in [('sign_space', '- 42', WV), ('plus_space', '+ 42', WV), ('sign_nl', '-\n42', WV), ('lead_ws', ' 42', WV),
                ('lead_tab_nl', '\n\t42', WV), ('trail_ws', '42 ', E), ('trail_nl', '\n 42\n', E), ('inner_ws', '4 2', E),
                ('hex', '0x1F', OK), ('neg_hex', '-0x1F', OK), ('upper_hex', '0X1f', OK), ('plus', '+42', OK),
                ('leading_zeros', '0042', OK), ('zeros', '000', OK), ('neg_zero', '-0', OK),
                ('u64max', '18446744073709551615', OK), ('u64_overflow', '18446744073709551616', E),
                ('i64min', '-9223372036854775808', OK), ('i64min_minus1', '-9223372036854775809', E),
                ('exp', '1e3', E), ('hex_empty', '0x', E), ('hex_zero', '0x0', OK), ('hex_in_dec', '12ab', E),
                ('lead_ctrl', '\x01\x0242', WV), ('lead_u3000', '\u300042', WV), ('lead_nbsp', '\u00a042', E),
                ('empty', '', E), ('float', '1.5', E)]:
    add('integer', n, D(f'<integer>{v}</integer>'.encode('utf-8')), x)
add('integer', 'empty_tag', D('<integer/>'), E)
add('integer', 'cdata', D('<integer><![CDATA[5]]></integer>'), E)
add('integer', 'comment', D('<integer>4<!--c-->2</integer>'), E)
add('integer', 'comment_first', D('<integer><!--c-->42</integer>'), E)
add('integer', 'charref', D('<integer>&#52;2</integer>'), E)
# ---------- data / base64
for n, v, x in [('std', 'AAEC', OK), ('pad2', 'AA==', OK), ('extra_pad', 'AAE==', WV), ('only_pad', '====', WV),
                ('pad_mid', 'AAE=AAE=', WV), ('urlsafe', '-_-_', WV), ('one_char', 'A', WV), ('pad_inside', 'AA=E', WV),
                ('no_pad', 'AAE', WV), ('ws_lines', '\n  AA\n  EC\n', OK), ('junk_chars', 'AA*E!C', WV),
                ('empty', '', OK), ('non_ascii', 'AA\u00e9C', E), ('entity', 'AA&amp;EC', WV)]:
    add('data', n, D(f'<data>{v}</data>'.encode()), x)
add('data', 'empty_tag', D('<data/>'), E)
add('data', 'comment', D('<data><!--c-->AAAA</data>'), E)
add('data', 'cdata', D('<data><![CDATA[AAAA]]></data>'), E)
# ---------- booleans
add('bool', 'true_ws', D('<true> </true>'), E)
add('bool', 'true_text', D('<true>x</true>'), E)
add('bool', 'true_comment', D('<true><!--c--></true>'), E)
add('bool', 'true_open_close', D('<true></true>'), OK)
add('bool', 'true_space_slash', D('<true />'), OK)
# ---------- strings / keys: comments, PIs, CDATA
add('markup-in-value', 'comment_in_key', P('<dict><key><!-- c -->k</key><string>v</string></dict>'), E)
add('markup-in-value', 'comment_in_string', D('<string>a<!--c-->b</string>'), E)
add('markup-in-value', 'pi_in_string', D('<string>a<?p x?>b</string>'), E)
add('markup-in-value', 'cdata_in_string', D('<string>a<![CDATA[<b>&]]>c</string>'), OK)
add('markup-in-value', 'cdata_in_key', P('<dict><key><![CDATA[k]]></key><string>v</string></dict>'), OK)
add('markup-in-value', 'comment_between', P('<dict><!--c--><key>k</key><!--c--><string>v</string><!--c--></dict>'), OK)
# ---------- empty forms
add('empty-forms', 'string_empty', D('<string/>'), OK)
add('empty-forms', 'date_empty', D('<date/>'), E)
add('empty-forms', 'plist_empty', b'<plist/>', E)
add('empty-forms', 'plist_no_content', b'<plist></plist>', E)
add('empty-forms', 'dict_array_empty', P('<array><dict/><array/><dict></dict><array></array></array>'), OK)
# ---------- text values: line breaks, U+FEFF
add('text-values', 'crlf_in_string', D(b'<string>a\r\nb</string>'), WV, 'CF keeps \\r\\n; XML normalises to \\n')
add('text-values', 'cr_in_string', D(b'<string>a\rb</string>'), WV)
add('text-values', 'crlf_file', P('<string>a\r\nb</string>').replace(b'\n', b'\r\n').replace(b'\r\r', b'\r'), WV)
add('text-values', 'feff_leading', D('<string>\ufeffabc</string>'.encode()), WV)
add('text-values', 'feff_twice_leading', D('<string>\ufeff\ufeffabc</string>'.encode()), WV)
add('text-values', 'feff_middle', D('<string>a\ufeffb</string>'.encode()), OK)
add('text-values', 'feff_leading_key', P('<dict><key>\ufeffk</key><string>v</string></dict>'.encode()), WV)
add('text-values', 'ref_feff_leading', D('<string>&#xFEFF;abc</string>'), WV)
add('text-values', 'cr_ref', D('<string>a&#13;b</string>'), OK)
add('text-values', 'leading_trailing_ws', D('<string>  a  </string>'), OK)
# ---------- no <plist>, duplicate keys, UID, depth (settingsc is stricter)
add('stricter', 'no_plist_element', DECL + b'<dict><key>k</key><string>v</string></dict>', ES)
add('stricter', 'duplicate_keys', P('<dict><key>k</key><string>1</string><key>k</key><string>2</string></dict>'), ES)
add('stricter', 'cf_uid_dict', P('<dict><key>CF$UID</key><integer>7</integer></dict>'), ES)
for n in (127, 128, 129, 511, 512, 513):
    add('depth', f'arrays_{n}', P(b'<array>' * n + b'<string>x</string>' + b'</array>' * n), ES if n > 128 else OK, 'iOS CF limit 128 (source, CFPropertyList_Internal.h); measured Linux limit 512')
add('depth', 'arrays_513_innermost_empty', P(b'<array>' * 512 + b'<array/>' + b'</array>' * 512), ES, 'an empty-element <array/> is not depth-checked')
add('depth', 'dicts_512', P(b'<dict><key>k</key>' * 512 + b'<string>x</string>' + b'</dict>' * 512), ES)
add('depth', 'dicts_513', P(b'<dict><key>k</key>' * 513 + b'<string>x</string>' + b'</dict>' * 513), ES)
add('depth', 'dicts_129', P(b'<dict><key>k</key>' * 129 + b'<string>x</string>' + b'</dict>' * 129), ES)
# ---------- encodings (XML)
body = '<dict><key>k</key><string>caf\u00e9</string></dict>'
x8 = P(body)
add('encoding', 'utf16le_bom', b'\xff\xfe' + x8.decode().replace('UTF-8', 'UTF-16').encode('utf-16-le'), OK)
add('encoding', 'utf16be_bom', b'\xfe\xff' + x8.decode().replace('UTF-8', 'UTF-16').encode('utf-16-be'), OK)
add('encoding', 'utf16le_bom_decl_utf8', b'\xff\xfe' + x8.decode().encode('utf-16-le'), OK, 'BOM wins over declaration in CF')
add('encoding', 'utf32le_bom', b'\xff\xfe\x00\x00' + x8.decode().replace('UTF-8', 'UTF-32').encode('utf-32-le'), OK, 'libxml2 2.9.14 auto-detect fails on UTF-32: transcode before libxml2')
add('encoding', 'utf16le_nobom', x8.decode().replace('UTF-8', 'UTF-16').encode('utf-16-le'), E)
add('encoding', 'utf16be_nobom', x8.decode().replace('UTF-8', 'UTF-16').encode('utf-16-be'), E)
add('encoding', 'utf16le_nobom_leading_nl', ('\n' + x8.decode()).replace('UTF-8', 'UTF-16').encode('utf-16-le'), E, 'skip 2 eats the newline')
add('encoding', 'utf16be_nobom_leading_nl', ('\n' + x8.decode()).replace('UTF-8', 'UTF-16').encode('utf-16-be'), E)
add('encoding', 'utf16le_nobom_leading_space_decl8', (' ' + x8.decode()).encode('utf-16-le'), E, 'declaration says UTF-8, bytes are UTF-16LE')
add('encoding', 'utf32le_nobom', x8.decode().replace('UTF-8', 'UTF-32').encode('utf-32-le'), E)
add('encoding', 'utf8_bom', b'\xef\xbb\xbf' + x8, OK)
add('encoding', 'two_utf8_boms', b'\xef\xbb\xbf\xef\xbb\xbf' + x8, E)
add('encoding', 'two_utf16le_boms', b'\xff\xfe' + ('\ufeff' + x8.decode().replace('UTF-8', 'UTF-16')).encode('utf-16-le'), E)
add('encoding', 'bom_as_utf8_then_utf8', b'\xef\xbf\xbd\xef\xbf\xbd' + x8, E)
add('encoding', 'bom_as_utf8_then_utf16le', b'\xef\xbf\xbd\xef\xbf\xbd' + x8.decode().replace('UTF-8', 'UTF-16').encode('utf-16-le'), E)
add('encoding', 'one_fffd_then_utf8', b'\xef\xbf\xbd' + x8, E)
add('encoding', 'macroman_undeclared', P(b'<string>caf\x8e \xd2q\xd3</string>'), E)
add('encoding', 'cp1252_undeclared', P(b'<string>caf\xe9 \x93q\x94 \x88</string>'), E)
add('encoding', 'latin1_declared', P(b'<string>caf\xe9</string>', decl=b'<?xml version="1.0" encoding="ISO-8859-1"?>\n'), OK)
add('encoding', 'macroman_declared_macintosh', P(b'<string>caf\x8e</string>', decl=b'<?xml version="1.0" encoding="macintosh"?>\n'), OK)
add('encoding', 'macroman_declared_x_mac_roman', P(b'<string>caf\x8e</string>', decl=b'<?xml version="1.0" encoding="x-mac-roman"?>\n'), OK)
add('encoding', 'cp1252_declared', P(b'<string>\x93q\x94 \x88</string>', decl=b'<?xml version="1.0" encoding="windows-1252"?>\n'), OK)
add('encoding', 'latin1_declared_after_ws', b'\n' + P(b'<string>caf\xe9</string>', decl=b'<?xml version="1.0" encoding="ISO-8859-1"?>\n'), E, 'CF reads the declaration only at byte 0')
add('encoding', 'latin1_declared_spaces_eq', P(b'<string>caf\xe9</string>', decl=b'<?xml version="1.0" encoding = "ISO-8859-1"?>\n'), E, 'CF matches only encoding= with no spaces')
add('encoding', 'unknown_encoding', P('<string>a</string>', decl=b'<?xml version="1.0" encoding="foo-bar"?>\n'), E)
add('encoding', 'decl_utf16_in_utf8', P('<string>a</string>', decl=b'<?xml version="1.0" encoding="UTF-16"?>\n'), E)
add('encoding', 'decl_utf8_nodash', P('<string>caf\u00e9</string>', decl=b'<?xml version="1.0" encoding="utf8"?>\n'), OK)
add('encoding', 'invalid_utf8_in_string', P(b'<string>a\xffb</string>'), E)
add('encoding', 'invalid_utf8_in_key', P(b'<dict><key>\xc3</key><string>v</string></dict>'), E)
add('encoding', 'utf8_surrogate', P(b'<string>a\xed\xa0\x80b</string>'), E)
add('encoding', 'utf8_overlong', P(b'<string>a\xc0\xafb</string>'), E)
add('encoding', 'nul_first_byte', b'\x00' + P('<string>a</string>'), E)
add('encoding', 'bom_only', b'\xef\xbb\xbf', E)
add('encoding', 'macroman_in_comment_only', P(b'<!-- caf\x8e --><string>a</string>'), NS)
# ---------- non-XML .plist files CF accepts
add('other-formats', 'openstep_dict', b'{ PreferenceSpecifiers = ( { Type = PSGroupSpecifier; Title = "A"; } ); }\n', 'error?', 'CF reads OpenStep')
add('other-formats', 'whitespace_only', b'  \n\n', 'error?', 'XML fails, OpenStep reads {}')
add('other-formats', 'comment_only_openstep', b'// nothing\n', 'error?')
add('other-formats', 'bare_word', b'hello\n', 'error?', 'top-level string')
add('other-formats', 'empty_file', b'', E)
add('other-formats', 'bplist_magic_only', b'bplist00', 'error?', 'binary fails, OpenStep reads a string')
# ---------- binary
def bp(obj):
    return plistlib.dumps(obj, fmt=plistlib.FMT_BINARY)
b = bp({'k': 'v'})
add('binary', 'bplist00', b, OK)
add('binary', 'bplist01', b[:7] + b'1' + b[8:], WV)
add('binary', 'bplist0x', b[:7] + b'x' + b[8:], WV)
add('binary', 'bplist10', b[:6] + b'10' + b[8:], E)
bs = bp({'k': 'vvvv'})
i = bs.index(b'vvvv'); bs2 = bs[:i] + b'v\xffvv' + bs[i+4:]
add('binary', 'ascii_string_ff', bs2, WV)
bs3 = bs[:i] + b'v\x80vv' + bs[i+4:]
add('binary', 'ascii_string_80', bs3, WV)
add('binary', 'truncated', b[:-3], E)
# binary with a null object (0x00) as a dict value
bn = bp({'k': 'v'}); j = bn.rindex(b'\x51v'); bn = bn[:j] + b'\x00\x00' + bn[j+2:]
add('binary', 'null_value', bn, ES)
bu = bp({'k': plistlib.UID(3)})
add('binary', 'uid_value', bu, ES)
bi = bp({'k': 1}); 
# ---------- .strings
S = lambda s: s.encode('utf-8') if isinstance(s, str) else s
add('strings', 'basic', S('"a" = "b";\n"c" = "d";\n'), OK, ext='strings')
add('strings', 'unquoted', S('a = b;\nc.d = e/f;\n'), OK, ext='strings')
add('strings', 'shortcut', S('"a";\n"b" = "c";\n'), OK, ext='strings')
add('strings', 'single_quotes', S("'a' = 'b';\n"), OK, ext='strings')
add('strings', 'comments', S('/* c */\n"a" = "b"; // x\n/* multi\nline */ "c" = "d";\n'), OK, ext='strings')
add('strings', 'double_semicolon', S('"a" = "b";;\n"c" = "d";\n'), 'error(partial)', ext='strings')
add('strings', 'missing_semicolon_between', S('"a" = "b"\n"c" = "d";\n'), E, ext='strings')
add('strings', 'missing_final_semicolon', S('"a" = "b";\n"c" = "d"\n'), E, ext='strings')
add('strings', 'unclosed_block_comment', S('"a" = "b";\n/* open\n"c" = "d";\n'), 'error(partial)', ext='strings')
add('strings', 'stray_quote_end', S('"a" = "b";\n"c" = "d";\n"\n'), 'error(partial)', ext='strings')
add('strings', 'unterminated_value', S('"a" = "b";\n"c" = "d;\n"e" = "f";\n'), E, ext='strings')
add('strings', 'key_without_value_eof', S('"a" = "b";\n"c"\n'), E, ext='strings')
add('strings', 'missing_key', S('"a" = "b";\n= "c";\n"d" = "e";\n'), 'error(partial)', ext='strings')
add('strings', 'missing_key_first', S('= "c";\n"d" = "e";\n'), E, ext='strings')
add('strings', 'two_strings_no_eq', S('"a" = "b";\n"c" "d";\n'), E, ext='strings')
add('strings', 'close_brace_junk', S('"a" = "b";\n}\n"c" = "d";\n'), 'error(partial)', ext='strings')
add('strings', 'array_value', S('"a" = ("x", "y");\n'), 'error(value type)', ext='strings')
add('strings', 'data_value', S('"a" = <0102>;\n'), 'error(value type)', ext='strings')
add('strings', 'dict_value', S('"a" = { b = c; };\n'), 'error(value type)', ext='strings')
add('strings', 'braced_dict', S('{ "a" = "b"; }\n'), OK, ext='strings')
add('strings', 'braced_dict_junk', S('{ "a" = "b"; } x\n'), E, ext='strings')
add('strings', 'single_string', S('"a"\n'), 'error(value type)', ext='strings')
add('strings', 'empty', b'', E, ext='strings')
add('strings', 'whitespace_only', S(' \n'), OK, ext='strings')
add('strings', 'comment_only', S('/* nothing */\n'), OK, ext='strings')
add('strings', 'duplicate_keys', S('"a" = "1";\n"a" = "2";\n'), ES, ext='strings')
add('strings', 'escapes', S(r'"a" = "q\"b\\s\nn\tt\rr\a\b\f\v";' + '\n'), OK, ext='strings')
add('strings', 'escape_U', S(r'"a" = "\U00e9\U00E9";' + '\n'), OK, ext='strings')
add('strings', 'escape_U_surrogates', S(r'"a" = "\UD83D\UDE00";' + '\n'), OK, ext='strings')
add('strings', 'escape_U_short', S(r'"a" = "\U12";' + '\n'), WV, ext='strings')
add('strings', 'escape_U_nonhex', S(r'"a" = "\Uzz";' + '\n'), WV, ext='strings')
add('strings', 'escape_lower_u', S(r'"a" = "\u00e9";' + '\n'), WV, ext='strings')
add('strings', 'escape_x', S(r'"a" = "\x41";' + '\n'), WV, ext='strings')
add('strings', 'octal_low', S(r'"a" = "\101\0\12\1012";' + '\n'), OK, ext='strings')
add('strings', 'octal_200_377', S(r'"a" = "\200\201\252\376\377";' + '\n'), WV, ext='strings')
add('strings', 'octal_400', S(r'"a" = "\400\777";' + '\n'), WV, ext='strings')
add('strings', 'escape_8_9', S(r'"a" = "\8\9\e\?";' + '\n'), WV, ext='strings')
add('strings', 'escape_newline', S('"a" = "x\\\ny";\n'), OK, ext='strings')
add('strings', 'raw_newline_in_value', S('"a" = "x\r\ny";\n'), OK, ext='strings')
add('strings', 'utf16le_bom', b'\xff\xfe' + '"a" = "caf\u00e9";\n'.encode('utf-16-le'), OK, ext='strings')
add('strings', 'utf16be_bom', b'\xfe\xff' + '"a" = "caf\u00e9";\n'.encode('utf-16-be'), OK, ext='strings')
add('strings', 'utf16le_nobom', '"a" = "caf\u00e9";\n'.encode('utf-16-le'), E, ext='strings')
add('strings', 'utf16le_nobom_leading_nl', '\n"a" = "caf\u00e9";\n'.encode('utf-16-le'), E, 'skip 2 eats the newline', ext='strings')
add('strings', 'utf16be_nobom_leading_nl', '\n"a" = "caf\u00e9";\n'.encode('utf-16-be'), E, ext='strings')
add('strings', 'utf8_bom', b'\xef\xbb\xbf' + S('"a" = "caf\u00e9";\n'), OK, ext='strings')
add('strings', 'macroman', b'"a" = "caf\x8e";\n', E, ext='strings')
add('strings', 'cp1252', b'"a" = "\x93q\x94";\n', E, ext='strings')
add('strings', 'bom_as_utf8', b'\xef\xbf\xbd\xef\xbf\xbd' + '"a" = "b";\n'.encode('utf-16-le'), E, ext='strings')
add('strings', 'unquoted_non_ascii', S('caf\u00e9 = b;\n'), E, ext='strings')
add('strings', 'xml_plist_as_strings', P('<dict><key>a</key><string>b</string></dict>'), OK, 'an XML plist named .strings', ext='strings')
add('strings', 'lone_surrogate_U', S(r'"a" = "\UD800";' + '\n'), WV, ext='strings')
add('strings', 'nested_depth_600', S('"a" = ' + '(' * 600 + ')' * 600 + ';\n'), E, ext='strings')

# ---------- added round 2
add('doctype', 'internal_subset', P('<string>a</string>', dt=b'<!DOCTYPE plist [<!ELEMENT foo (#PCDATA)>]>\n'), E)
add('doctype', 'empty_internal_subset', P('<string>a</string>', dt=b'<!DOCTYPE plist []>\n'), E)
add('doctype', 'gt_in_public_literal', P('<string>a</string>', dt=b'<!DOCTYPE plist PUBLIC "-//Apple-->//DTD PLIST 1.0//EN" "x.dtd">\n'), E)
add('doctype', 'bracket_in_system_literal', P('<string>a</string>', dt=b'<!DOCTYPE plist SYSTEM "a[b].dtd">\n'), E)
add('doctype', 'doctype_after_root', P('<string>a</string>') + DT, NS)
add('real', 'lead_nl_tab', D('<real>\n\t2.5</real>'), WV)
add('real', 'lead_nbsp', D('<real>\u00a02.5</real>'.encode()), WV)
add('real', 'lead_ws_inf', D('<real> inf</real>'), WV)
add('real', 'exp_plus', D('<real>-.5e+3</real>'), OK)
add('real', 'arabic_digits', D('<real>\u0661\u0662</real>'.encode()), E)
add('real', 'denormal', D('<real>4.9e-324</real>'), OK)
add('real', 'ref_space_lead', D('<real>&#32;2.5</real>'), WV)
add('integer', 'lead_byte_85', D(b'<integer>\x8542</integer>'), NS, 'byte 0x85 is CF white space')
add('integer', 'lead_u2003', D('<integer>\u200342</integer>'.encode()), WV)
add('integer', 'lead_u00a0_bytes_c2a0', D(b'<integer>\xc2\xa042</integer>'), E)
add('structure', 'text_in_array', P('<array>x<string>a</string></array>'), E)
add('structure', 'entity_in_array', P('<array>&amp;<string>a</string></array>'), E)
add('structure', 'formfeed_between', P(b'<array>\x0c<string>a</string></array>'), E)
add('structure', 'unterminated_cdata', D('<string><![CDATA[abc</string>'), E)
add('structure', 'no_close_plist', DECL + b'<plist><string>a</string>\n', E)
add('structure', 'space_before_name', D('< string>v</string>'), E)
add('structure', 'unknown_tag', P('<array><foo/></array>'), E)
add('encoding', 'latin1_declared_utf8_bytes', P('<string>caf\u00e9</string>'.encode(), decl=b'<?xml version="1.0" encoding="ISO-8859-1"?>\n'), WV, 'mojibake in both')
add('encoding', 'ascii_declared_high_bytes', P(b'<string>caf\xe9</string>', decl=b'<?xml version="1.0" encoding="US-ASCII"?>\n'), E)
add('encoding', 'cp1252_undefined_81_in_comment', P(b'<!-- \x81 --><string>a</string>', decl=b'<?xml version="1.0" encoding="windows-1252"?>\n'), E)
add('encoding', 'utf8_lowercase_decl_single_quotes', P('<string>caf\u00e9</string>'.encode(), decl=b"<?xml version='1.0' encoding='utf-8'?>\n"), OK)
add('strings', 'value_missing', S('"x" = "y";\n"a" = ;\n'), E, ext='strings')
add('strings', 'unquoted_url', S('url = http://example.com/a;\n'), OK, ext='strings')
add('strings', 'slash_at_end', S('"a" = "b";\n/'), E, ext='strings')
add('strings', 'nested_comment', S('"a" = "b";\n/* x /* y */ */\n"c" = "d";\n'), 'error(partial)', ext='strings')
add('strings', 'backslash_at_eof', S('"a" = "b";\n"c" = "d\\'), E, ext='strings')
add('strings', 'feff_in_value', S('"a" = "\ufeffb";\n"c" = "\\UFEFFd";\n'), OK, ext='strings')
add('strings', 'crlf_bom_utf16', b'\xff\xfe' + '/* c */\r\n"a" = "b";\r\n'.encode('utf-16-le'), OK, ext='strings')
add('strings', 'u2028_separator', S('"a" = "b";\u2028"c" = "d";\n'), OK, ext='strings')
add('strings', 'binary_as_strings', bp({'a': 'b'}), OK, 'binary plist named .strings', ext='strings')

add('control-chars', 'ref_empty', D('<string>a&#;b&#x;c</string>'), NS, 'CF: empty char ref = U+0000')
add('structure', 'text_after_object_in_plist', P('<string>a</string> junk'), E)
add('structure', 'cdata_in_array', P('<array><![CDATA[x]]><string>a</string></array>'), E)
add('structure', 'nested_plist', P('<plist><string>a</string></plist>'), ES)
add('bool', 'true_pi', D('<true><?p?></true>'), E)
# ---------- a value as the document element: CF reads it (a warning); an empty .strings file CF refuses, the
# Settings app shows the pages' own texts (a warning, deliberately)
add('structure', 'root_array_without_plist', DECL + b'<array><string>a</string></array>\n', NS)
add('structure', 'root_dict_without_plist', DECL + b'<dict><key>a</key><string>b</string></dict>\n', NS)
add('structure', 'root_key_without_plist', DECL + b'<key>a</key>\n', ES)
add('strings', 'empty', b'', 'warning(stricter)', ext='strings')

with open(os.path.join(ROOT, 'cases.tsv'), 'w') as f:
    f.write('file\tclass\tspec\tnote\n')
    for m in meta: f.write('\t'.join(m) + '\n')
print(len(meta), 'cases')
