import type { City } from './types.js';

/**
 * Main towns of every county, with the Posta Kenya postal code of the town's
 * (principal) post office. Grouped by county code.
 */
export const cities: readonly City[] = [
  // 1 Mombasa
  { name: 'Mombasa', countyNo: 1, postalCode: '80100' },
  { name: 'Nyali', countyNo: 1, postalCode: '80118' },
  { name: 'Changamwe', countyNo: 1, postalCode: '80102' },
  { name: 'Likoni', countyNo: 1, postalCode: '80110' },
  // 2 Kwale
  { name: 'Kwale', countyNo: 2, postalCode: '80403' },
  { name: 'Ukunda', countyNo: 2, postalCode: '80400' },
  { name: 'Msambweni', countyNo: 2, postalCode: '80404' },
  // 3 Kilifi
  { name: 'Kilifi', countyNo: 3, postalCode: '80108' },
  { name: 'Malindi', countyNo: 3, postalCode: '80200' },
  { name: 'Mtwapa', countyNo: 3, postalCode: '80109' },
  { name: 'Watamu', countyNo: 3, postalCode: '80202' },
  // 4 Tana River
  { name: 'Hola', countyNo: 4, postalCode: '70101' },
  { name: 'Garsen', countyNo: 4, postalCode: '80201' },
  { name: 'Bura', countyNo: 4, postalCode: '70104' },
  // 5 Lamu
  { name: 'Lamu', countyNo: 5, postalCode: '80500' },
  { name: 'Mpeketoni', countyNo: 5, postalCode: '80503' },
  { name: 'Mokowe', countyNo: 5, postalCode: '80502' },
  // 6 Taita-Taveta
  { name: 'Voi', countyNo: 6, postalCode: '80300' },
  { name: 'Wundanyi', countyNo: 6, postalCode: '80304' },
  { name: 'Taveta', countyNo: 6, postalCode: '80302' },
  { name: 'Mwatate', countyNo: 6, postalCode: '80305' },
  // 7 Garissa
  { name: 'Garissa', countyNo: 7, postalCode: '70100' },
  { name: 'Dadaab', countyNo: 7, postalCode: '70103' },
  // 8 Wajir
  { name: 'Wajir', countyNo: 8, postalCode: '70200' },
  { name: 'Habaswein', countyNo: 8, postalCode: '70201' },
  // 9 Mandera
  { name: 'Mandera', countyNo: 9, postalCode: '70300' },
  { name: 'Elwak', countyNo: 9, postalCode: '70301' },
  // 10 Marsabit
  { name: 'Marsabit', countyNo: 10, postalCode: '60500' },
  { name: 'Moyale', countyNo: 10, postalCode: '60700' },
  // 11 Isiolo
  { name: 'Isiolo', countyNo: 11, postalCode: '60300' },
  { name: 'Garbatulla', countyNo: 11, postalCode: '60301' },
  // 12 Meru
  { name: 'Meru', countyNo: 12, postalCode: '60200' },
  { name: 'Maua', countyNo: 12, postalCode: '60600' },
  { name: 'Nkubu', countyNo: 12, postalCode: '60202' },
  { name: 'Timau', countyNo: 12, postalCode: '10402' },
  // 13 Tharaka-Nithi
  { name: 'Chuka', countyNo: 13, postalCode: '60400' },
  { name: 'Kathwana', countyNo: 13, postalCode: '60406' },
  { name: 'Marimanti', countyNo: 13, postalCode: '60215' },
  // 14 Embu
  { name: 'Embu', countyNo: 14, postalCode: '60100' },
  { name: 'Runyenjes', countyNo: 14, postalCode: '60103' },
  { name: 'Siakago', countyNo: 14, postalCode: '60104' },
  // 15 Kitui
  { name: 'Kitui', countyNo: 15, postalCode: '90200' },
  { name: 'Mwingi', countyNo: 15, postalCode: '90400' },
  { name: 'Mutomo', countyNo: 15, postalCode: '90201' },
  // 16 Machakos
  { name: 'Machakos', countyNo: 16, postalCode: '90100' },
  { name: 'Athi River', countyNo: 16, postalCode: '00204' },
  { name: 'Mlolongo', countyNo: 16, postalCode: '00519' },
  { name: 'Kangundo', countyNo: 16, postalCode: '90115' },
  // 17 Makueni
  { name: 'Wote', countyNo: 17, postalCode: '90300' },
  { name: 'Emali', countyNo: 17, postalCode: '90121' },
  { name: 'Makindu', countyNo: 17, postalCode: '90138' },
  { name: 'Kibwezi', countyNo: 17, postalCode: '90137' },
  // 18 Nyandarua
  { name: 'Ol Kalou', countyNo: 18, postalCode: '20303' },
  { name: 'North Kinangop', countyNo: 18, postalCode: '20318' },
  { name: 'Ndaragwa', countyNo: 18, postalCode: '20306' },
  // 19 Nyeri
  { name: 'Nyeri', countyNo: 19, postalCode: '10100' },
  { name: 'Karatina', countyNo: 19, postalCode: '10101' },
  { name: 'Othaya', countyNo: 19, postalCode: '10106' },
  // 20 Kirinyaga
  { name: 'Kerugoya', countyNo: 20, postalCode: '10300' },
  { name: 'Wanguru', countyNo: 20, postalCode: '10303' },
  { name: 'Sagana', countyNo: 20, postalCode: '10230' },
  // 21 Murang'a
  { name: "Murang'a", countyNo: 21, postalCode: '10200' },
  { name: 'Kenol', countyNo: 21, postalCode: '01020' },
  { name: 'Kangema', countyNo: 21, postalCode: '10202' },
  // 22 Kiambu
  { name: 'Kiambu', countyNo: 22, postalCode: '00900' },
  { name: 'Thika', countyNo: 22, postalCode: '01000' },
  { name: 'Ruiru', countyNo: 22, postalCode: '00232' },
  { name: 'Kikuyu', countyNo: 22, postalCode: '00902' },
  { name: 'Limuru', countyNo: 22, postalCode: '00217' },
  // 23 Turkana
  { name: 'Lodwar', countyNo: 23, postalCode: '30500' },
  { name: 'Kakuma', countyNo: 23, postalCode: '30501' },
  { name: 'Lokichoggio', countyNo: 23, postalCode: '30503' },
  // 24 West Pokot
  { name: 'Kapenguria', countyNo: 24, postalCode: '30600' },
  { name: 'Kacheliba', countyNo: 24, postalCode: '30601' },
  { name: 'Ortum', countyNo: 24, postalCode: '30602' },
  // 25 Samburu
  { name: 'Maralal', countyNo: 25, postalCode: '20600' },
  { name: 'Wamba', countyNo: 25, postalCode: '20603' },
  // 26 Trans Nzoia
  { name: 'Kitale', countyNo: 26, postalCode: '30200' },
  { name: 'Endebess', countyNo: 26, postalCode: '30201' },
  { name: 'Kiminini', countyNo: 26, postalCode: '30209' },
  // 27 Uasin Gishu
  { name: 'Eldoret', countyNo: 27, postalCode: '30100' },
  { name: 'Turbo', countyNo: 27, postalCode: '30106' },
  { name: 'Burnt Forest', countyNo: 27, postalCode: '30102' },
  // 28 Elgeyo-Marakwet
  { name: 'Iten', countyNo: 28, postalCode: '30700' },
  { name: 'Kapsowar', countyNo: 28, postalCode: '30705' },
  { name: 'Tambach', countyNo: 28, postalCode: '30704' },
  // 29 Nandi
  { name: 'Kapsabet', countyNo: 29, postalCode: '30300' },
  { name: 'Nandi Hills', countyNo: 29, postalCode: '30301' },
  // 30 Baringo
  { name: 'Kabarnet', countyNo: 30, postalCode: '30400' },
  { name: 'Eldama Ravine', countyNo: 30, postalCode: '20103' },
  { name: 'Marigat', countyNo: 30, postalCode: '30403' },
  // 31 Laikipia
  { name: 'Nanyuki', countyNo: 31, postalCode: '10400' },
  { name: 'Nyahururu', countyNo: 31, postalCode: '20300' },
  { name: 'Rumuruti', countyNo: 31, postalCode: '20321' },
  // 32 Nakuru
  { name: 'Nakuru', countyNo: 32, postalCode: '20100' },
  { name: 'Naivasha', countyNo: 32, postalCode: '20117' },
  { name: 'Gilgil', countyNo: 32, postalCode: '20116' },
  { name: 'Molo', countyNo: 32, postalCode: '20106' },
  { name: 'Njoro', countyNo: 32, postalCode: '20107' },
  // 33 Narok
  { name: 'Narok', countyNo: 33, postalCode: '20500' },
  { name: 'Kilgoris', countyNo: 33, postalCode: '40700' },
  // 34 Kajiado
  { name: 'Kajiado', countyNo: 34, postalCode: '01100' },
  { name: 'Kitengela', countyNo: 34, postalCode: '00241' },
  { name: 'Ngong', countyNo: 34, postalCode: '00208' },
  { name: 'Ongata Rongai', countyNo: 34, postalCode: '00511' },
  { name: 'Loitokitok', countyNo: 34, postalCode: '00209' },
  // 35 Kericho
  { name: 'Kericho', countyNo: 35, postalCode: '20200' },
  { name: 'Litein', countyNo: 35, postalCode: '20210' },
  { name: 'Londiani', countyNo: 35, postalCode: '20203' },
  // 36 Bomet
  { name: 'Bomet', countyNo: 36, postalCode: '20400' },
  { name: 'Sotik', countyNo: 36, postalCode: '20406' },
  // 37 Kakamega
  { name: 'Kakamega', countyNo: 37, postalCode: '50100' },
  { name: 'Mumias', countyNo: 37, postalCode: '50102' },
  { name: 'Malava', countyNo: 37, postalCode: '50103' },
  // 38 Vihiga
  { name: 'Vihiga', countyNo: 38, postalCode: '50310' },
  { name: 'Mbale (Maragoli)', countyNo: 38, postalCode: '50300' },
  { name: 'Luanda', countyNo: 38, postalCode: '50307' },
  // 39 Bungoma
  { name: 'Bungoma', countyNo: 39, postalCode: '50200' },
  { name: 'Webuye', countyNo: 39, postalCode: '50205' },
  { name: 'Kimilili', countyNo: 39, postalCode: '50204' },
  // 40 Busia
  { name: 'Busia', countyNo: 40, postalCode: '50400' },
  { name: 'Port Victoria', countyNo: 40, postalCode: '50410' },
  // 41 Siaya
  { name: 'Siaya', countyNo: 41, postalCode: '40600' },
  { name: 'Bondo', countyNo: 41, postalCode: '40601' },
  { name: 'Ugunja', countyNo: 41, postalCode: '40606' },
  // 42 Kisumu
  { name: 'Kisumu', countyNo: 42, postalCode: '40100' },
  { name: 'Maseno', countyNo: 42, postalCode: '40105' },
  { name: 'Ahero', countyNo: 42, postalCode: '40101' },
  { name: 'Muhoroni', countyNo: 42, postalCode: '40107' },
  // 43 Homa Bay
  { name: 'Homa Bay', countyNo: 43, postalCode: '40300' },
  { name: 'Mbita', countyNo: 43, postalCode: '40305' },
  { name: 'Kendu Bay', countyNo: 43, postalCode: '40301' },
  { name: 'Oyugis', countyNo: 43, postalCode: '40222' },
  // 44 Migori
  { name: 'Migori', countyNo: 44, postalCode: '40400' },
  { name: 'Rongo', countyNo: 44, postalCode: '40404' },
  { name: 'Awendo', countyNo: 44, postalCode: '40405' },
  { name: 'Isebania', countyNo: 44, postalCode: '40414' },
  // 45 Kisii
  { name: 'Kisii', countyNo: 45, postalCode: '40200' },
  { name: 'Ogembo', countyNo: 45, postalCode: '40204' },
  { name: 'Keroka', countyNo: 45, postalCode: '40202' },
  // 46 Nyamira
  { name: 'Nyamira', countyNo: 46, postalCode: '40500' },
  { name: 'Nyansiongo', countyNo: 46, postalCode: '40502' },
  // 47 Nairobi
  { name: 'Nairobi', countyNo: 47, postalCode: '00100' },
  { name: 'Nairobi City Square', countyNo: 47, postalCode: '00200' },
  { name: 'Westlands', countyNo: 47, postalCode: '00800' },
  { name: 'Karen', countyNo: 47, postalCode: '00502' },
  { name: 'Industrial Area', countyNo: 47, postalCode: '00500' },
  { name: 'Kilimani', countyNo: 47, postalCode: '00508' },
  { name: 'Lavington', countyNo: 47, postalCode: '00603' },
  { name: 'Gigiri', countyNo: 47, postalCode: '00601' },
  { name: 'Parklands', countyNo: 47, postalCode: '00623' },
  { name: "Lang'ata", countyNo: 47, postalCode: '00509' },
  { name: 'Embakasi', countyNo: 47, postalCode: '00521' },
  { name: 'Eastleigh', countyNo: 47, postalCode: '00610' },
  { name: 'Buruburu', countyNo: 47, postalCode: '00515' },
];
