import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectPii } from './pii.js';

const people = (text: string) =>
  detectPii(text, ['PERSON'])
    .filter((f) => f.type === 'PERSON')
    .map((f) => text.slice(f.start, f.end));

describe('words of eight more languages are no names (ADR 0097)', () => {
  it('leaves headings, labels and sentence openers in clear', () => {
    assert.deepEqual(people('Hospital Kuala Lumpur — Jabatan Perubatan\nTarikh: 12/11/2026'), []);
    assert.deepEqual(people('Laporan Insiden — Unit Kecemasan\nRingkasan: pesakit jatuh di wad.'), []);
    assert.deepEqual(people('Keluhan Utama: demam dan batuk. Riwayat Penyakit Sekarang: tiga hari.'), []);
    assert.deepEqual(people('Aile hekimi tarafından sevk edildi. Özgeçmiş: hipertansiyon.'), []);
    assert.deepEqual(people('Rozpoznanie: zapalenie płuc. Przebieg hospitalizacji bez powikłań.'), []);
    assert.deepEqual(people('Osobní anamnéza: hypertenze. Závěr: pneumonie.'), []);
    assert.deepEqual(people('Motivele internării: dispnee. Secția Cardiologie, Spitalul Județean.'), []);
    assert.deepEqual(people('Remissvar från Akutmottagningen. Sammanfattning: pneumoni.'), []);
    assert.deepEqual(people('Innlagt 3. november. Konklusjon: pneumoni. Tiltak: antibiotika.'), []);
    assert.deepEqual(people('Ang pasyente ay may lagnat at ubo.'), []);
    assert.deepEqual(people('Spitalul Clinic Județean de Urgență\nMedic curant: Dr. Elena Marin'), ['Elena Marin']);
    assert.deepEqual(people('Epikris\nMedicinkliniken, Barneavdelingen\nPatient: Erik Johansson, 72 år'), [
      'Erik Johansson',
    ]);
    assert.deepEqual(people('Acil Servis\nSorumlu Hekim: Uzm. Dr. Zeynep Kaya'), ['Zeynep Kaya']);
    assert.deepEqual(people('Geachte collega,\nReden van verwijzing: pijn op de borst.'), []);
  });

  it('keeps the people of those languages', () => {
    assert.deepEqual(people('Pacjent: Jan Kowalski, lat 54, przyjęty na oddział.'), ['Jan Kowalski']);
    assert.deepEqual(people('Jan Novák, 45 let, přijat na interní oddělení.'), ['Jan Novák']);
    assert.deepEqual(people('Ayşe Yılmaz, 67 yaşında, aile hekimi tarafından sevk edildi.'), ['Ayşe Yılmaz']);
    assert.deepEqual(people('Siti Aminah dimasukkan ke wad pada 3 November.'), ['Siti Aminah']);
    assert.deepEqual(people('Han är inlagd på avdelning 4. Anders Svensson, läkare'), ['Anders Svensson']);
    assert.deepEqual(people('Seen by Dr. Yang and Min Park today.'), ['Yang', 'Min Park']);
  });

  it('reads "Jan" before a surname as a given name, not a month', () => {
    assert.deepEqual(people('Seen by Jan Kowalski today.'), ['Jan Kowalski']);
    assert.deepEqual(people('Jan 2026 review. Jan Review meeting.'), []);
  });
});

describe('German office nouns, abbreviations and prepositions that are names (ADR 0097)', () => {
  it('leaves them in clear', () => {
    assert.deepEqual(people('Bestellung Nr. 2026-4471\nPos. 1 Ibuprofen 400 mg 50 St. x 20'), []);
    assert.deepEqual(people('Die Maßnahme wurde bewilligt. Bei Rückfragen wenden Sie sich bitte an uns.'), []);
    assert.deepEqual(people('Bei Fieber bitte melden. Bei Bedarf Ibuprofen. Zu Hause gut versorgt.'), []);
    assert.deepEqual(people('Bei Verschlechterung bitte Wiedervorstellung.'), []);
    assert.deepEqual(people('Mit freundlichen Grüßen\nPetra Hinterberger, Sachbearbeitung'), ['Petra Hinterberger']);
    assert.deepEqual(people('Ansprechpartnerin: Frau Anja Lehmann, Pflegedirektion.'), ['Anja Lehmann']);
  });

  it('keeps a person named so', () => {
    assert.deepEqual(people('Dr. Bei hat angerufen.'), ['Bei']);
    assert.deepEqual(people('Bei Wang called today.'), ['Bei Wang']);
    assert.deepEqual(people('Michael Sohn kam zur Kontrolle.'), ['Michael Sohn']);
  });
});

describe('closings before a comma and the signer (ADR 0097)', () => {
  it('reads the signer and not the closing', () => {
    assert.deepEqual(people('Kunt u mij terugbellen? Groet, Wendy Smits'), ['Wendy Smits']);
    assert.deepEqual(people('Tack för hjälpen.\nHälsningar, Lars Andersson'), ['Lars Andersson']);
    assert.deepEqual(people('Takk for sist.\nHilsen, Kari Nordmann'), ['Kari Nordmann']);
    assert.deepEqual(people('Dziękuję.\nPozdrawiam,\nAnna Nowak'), ['Anna Nowak']);
    assert.deepEqual(people('Olá Dr. Vasconcelos. Ela continua com febre.'), ['Vasconcelos']);
    assert.deepEqual(people('Hej Anna! Tack för igår. Kram, Lisa'), ['Anna', 'Lisa']);
    assert.deepEqual(people('Selamat siang dok, ibu saya masih batuk. Makasih, Dewi'), ['Dewi']);
    assert.deepEqual(people('Hei, prøvesvarene er klare. Hilsen Ingrid Berg'), ['Ingrid Berg']);
    assert.deepEqual(people('hei kari, timen din er flyttet til onsdag'), ['kari']);
  });
});

describe('a word of another language after a relative (ADR 0097)', () => {
  it("is no relative's name; an English chat name still is", () => {
    assert.deepEqual(people('Tack för svaret! Jag tror att min son har feber igen.'), []);
    assert.deepEqual(people('my son ali is here, husband bill states he is ok'), ['ali', 'bill']);
  });
});

describe('classifications of other languages and a language of interpreting (ADR 0097)', () => {
  it('leaves the eponym before a class word and the class word alone', () => {
    assert.deepEqual(people('Claviculafractuur rechts (Allman groep I). Mitella.'), []);
    assert.deepEqual(people('Schenkelhalsfraktur (Garden Typ III) links.'), []);
    assert.deepEqual(people('Daughter Shawna translating (Diné).'), ['Shawna']);
  });
});
