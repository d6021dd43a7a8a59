//! Rules of the scientific process that a request can break, told in three languages.

use crate::language::{Language, Localized};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ScienceRule {
    /// A verified publication is changed or removed only by the science office.
    PublicationVerified,
    AlreadyVerified,
    /// Only a publication waiting for verification is verified (a returned one is corrected first).
    NotAwaitingVerification,
    AlreadyRejected,
    /// The office verifies a publication once each staff author has confirmed their authorship.
    AuthorsUnconfirmed {
        names: Vec<String>,
    },
    /// A person adding their own publication is among its authors.
    NotAmongAuthors,
    /// The uploaded file is not a PDF document.
    FileNotPdf,
    /// Another project of the institution has this number.
    ProjectNumberTaken,
    /// The person is a doctoral student of the institution already.
    DoctoralStudentTaken,
    /// A doctoral student with a recorded defence stays while the defence does.
    HasDefence,
    /// A doctoral student's defence is recorded once.
    DefenceRecorded,
    /// The status `DEFENDED` comes with a recorded defence, and goes with it.
    StatusFollowsDefence,
}

impl Localized for ScienceRule {
    fn code(&self) -> &'static str {
        match self {
            ScienceRule::PublicationVerified => "publication_verified",
            ScienceRule::AlreadyVerified => "publication_already_verified",
            ScienceRule::NotAwaitingVerification => "publication_not_awaiting_verification",
            ScienceRule::AlreadyRejected => "publication_already_rejected",
            ScienceRule::AuthorsUnconfirmed { .. } => "authors_unconfirmed",
            ScienceRule::NotAmongAuthors => "not_among_authors",
            ScienceRule::FileNotPdf => "file_not_pdf",
            ScienceRule::ProjectNumberTaken => "project_number_taken",
            ScienceRule::DoctoralStudentTaken => "doctoral_student_taken",
            ScienceRule::HasDefence => "doctoral_student_has_defence",
            ScienceRule::DefenceRecorded => "defence_recorded",
            ScienceRule::StatusFollowsDefence => "status_follows_defence",
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (ScienceRule::AuthorsUnconfirmed { names }, Uz | UzCyrl) => {
                format!("Mualliflikni hali tasdiqlamagan xodimlar bor: {}", names.join(", "))
            }
            (ScienceRule::AuthorsUnconfirmed { names }, Ru) => {
                format!("Не все сотрудники подтвердили авторство: {}", names.join(", "))
            }
            (ScienceRule::AuthorsUnconfirmed { names }, En) => {
                format!("Some staff authors have not confirmed their authorship yet: {}", names.join(", "))
            }
            (rule, language) => fixed(rule, language).to_string(),
        }
    }
}

fn fixed(rule: &ScienceRule, language: Language) -> &'static str {
    use Language::*;
    match (rule, language) {
        (ScienceRule::PublicationVerified, Uz | UzCyrl) => "Tasdiqlangan nashrni faqat ilmiy bo‘lim o‘zgartira oladi",
        (ScienceRule::PublicationVerified, Ru) => "Подтверждённую публикацию может изменить только научный отдел",
        (ScienceRule::PublicationVerified, En) => "Only the science office changes a verified publication",
        (ScienceRule::AlreadyVerified, Uz | UzCyrl) => "Nashr allaqachon tasdiqlangan",
        (ScienceRule::AlreadyVerified, Ru) => "Публикация уже подтверждена",
        (ScienceRule::AlreadyVerified, En) => "The publication is verified already",
        (ScienceRule::NotAwaitingVerification, Uz | UzCyrl) => "Qaytarilgan nashr avval tuzatilishi kerak",
        (ScienceRule::NotAwaitingVerification, Ru) => "Возвращённую публикацию сначала нужно исправить",
        (ScienceRule::NotAwaitingVerification, En) => "A returned publication is corrected first",
        (ScienceRule::AlreadyRejected, Uz | UzCyrl) => "Nashr allaqachon qaytarilgan",
        (ScienceRule::AlreadyRejected, Ru) => "Публикация уже возвращена",
        (ScienceRule::AlreadyRejected, En) => "The publication is returned already",
        (ScienceRule::NotAmongAuthors, Uz | UzCyrl) => "O‘z nashringizni qo‘shganda o‘zingizni mualliflar qatoriga kiriting",
        (ScienceRule::NotAmongAuthors, Ru) => "Добавляя свою публикацию, укажите себя среди авторов",
        (ScienceRule::NotAmongAuthors, En) => "Add yourself to the authors of your own publication",
        (ScienceRule::FileNotPdf, Uz | UzCyrl) => "Fayl PDF formatida bo‘lishi kerak",
        (ScienceRule::FileNotPdf, Ru) => "Файл должен быть в формате PDF",
        (ScienceRule::FileNotPdf, En) => "The file must be a PDF document",
        (ScienceRule::ProjectNumberTaken, Uz | UzCyrl) => "Bunday raqamli loyiha allaqachon mavjud",
        (ScienceRule::ProjectNumberTaken, Ru) => "Проект с таким номером уже есть",
        (ScienceRule::ProjectNumberTaken, En) => "A project with this number exists already",
        (ScienceRule::DoctoralStudentTaken, Uz | UzCyrl) => "Bu shaxs muassasada doktorant sifatida allaqachon ro‘yxatga olingan",
        (ScienceRule::DoctoralStudentTaken, Ru) => "Этот человек уже числится докторантом учреждения",
        (ScienceRule::DoctoralStudentTaken, En) => "This person is a doctoral student of the institution already",
        (ScienceRule::HasDefence, Uz | UzCyrl) => "Doktorantning himoyasi qayd etilgan: avval himoyani o‘chiring",
        (ScienceRule::HasDefence, Ru) => "У докторанта записана защита: сначала удалите её",
        (ScienceRule::HasDefence, En) => "The doctoral student's defence is recorded: delete it first",
        (ScienceRule::DefenceRecorded, Uz | UzCyrl) => "Bu doktorantning himoyasi allaqachon qayd etilgan",
        (ScienceRule::DefenceRecorded, Ru) => "Защита этого докторанта уже записана",
        (ScienceRule::DefenceRecorded, En) => "This doctoral student's defence is recorded already",
        (ScienceRule::StatusFollowsDefence, Uz | UzCyrl) => "«Himoya qilgan» holati himoya qayd etilganda o‘rnatiladi",
        (ScienceRule::StatusFollowsDefence, Ru) => "Статус «Защитился» ставится записью о защите",
        (ScienceRule::StatusFollowsDefence, En) => "The status “Defended” comes with a recorded defence",
        (ScienceRule::AuthorsUnconfirmed { .. }, _) => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_speaks_three_different_languages() {
        let all = [
            ScienceRule::PublicationVerified,
            ScienceRule::AlreadyVerified,
            ScienceRule::NotAwaitingVerification,
            ScienceRule::AlreadyRejected,
            ScienceRule::AuthorsUnconfirmed { names: vec!["Aliyeva Nodira".into()] },
            ScienceRule::NotAmongAuthors,
            ScienceRule::FileNotPdf,
            ScienceRule::ProjectNumberTaken,
            ScienceRule::DoctoralStudentTaken,
            ScienceRule::HasDefence,
            ScienceRule::DefenceRecorded,
            ScienceRule::StatusFollowsDefence,
        ];
        for rule in all {
            let texts: Vec<String> = Language::ALL.iter().map(|l| rule.message(*l)).collect();
            assert!(texts.iter().all(|t| !t.is_empty()), "{rule:?}");
            assert!(texts[0] != texts[1] && texts[1] != texts[2], "{rule:?}");
        }
        assert!(ScienceRule::AuthorsUnconfirmed { names: vec!["Aliyeva Nodira".into()] }.message(Language::Uz).contains("Aliyeva Nodira"));
    }
}
