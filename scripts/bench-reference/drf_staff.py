"""The Django REST Framework lists that `make bench` compares the staff and students lists with.

A paginated list of the same `staffs` (and `students`) table with DRF's ordinary ModelSerializer and
PageNumberPagination (which counts every matching row), no authentication and no joins.
Served by gunicorn: `gunicorn -w 4 drf_staff:application` with DATABASE_URL set.
"""
import os
import sys
from urllib.parse import parse_qs, urlsplit, unquote

import django
from django.conf import settings

url = urlsplit(os.environ["DATABASE_URL"])
# A socket URL names its folder and port in the query (postgres://user@/name?host=/tmp&port=5432).
query = parse_qs(url.query)
settings.configure(
    DEBUG=False,
    ALLOWED_HOSTS=["*"],
    ROOT_URLCONF=__name__,
    SECRET_KEY="bench-only",
    INSTALLED_APPS=["django.contrib.contenttypes", "rest_framework"],
    MIDDLEWARE=[],
    DATABASES={
        "default": {
            "ENGINE": "django.db.backends.postgresql",
            "NAME": url.path.lstrip("/"),
            "USER": unquote(url.username or ""),
            "PASSWORD": unquote(url.password or ""),
            "HOST": url.hostname or query.get("host", [""])[0],
            "PORT": str(url.port or query.get("port", [""])[0]),
            "CONN_MAX_AGE": None,
        }
    },
    REST_FRAMEWORK={
        "DEFAULT_AUTHENTICATION_CLASSES": [],
        "DEFAULT_PERMISSION_CLASSES": [],
        "UNAUTHENTICATED_USER": None,
        "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
        "PAGE_SIZE": 20,
        "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    },
)
django.setup()

from django.db import models  # noqa: E402
from django.urls import path  # noqa: E402
from django.core.wsgi import get_wsgi_application  # noqa: E402
from rest_framework import generics, serializers  # noqa: E402


class Staff(models.Model):
    institution_id = models.BigIntegerField()
    citizen_id = models.BigIntegerField()
    status = models.TextField()
    deleted_at = models.DateTimeField(null=True)

    class Meta:
        app_label = "bench"
        managed = False
        db_table = "staffs"


class StaffSerializer(serializers.ModelSerializer):
    class Meta:
        model = Staff
        fields = ["id", "institution_id", "citizen_id", "status"]


class StaffList(generics.ListAPIView):
    queryset = Staff.objects.filter(deleted_at__isnull=True).order_by("-id")
    serializer_class = StaffSerializer


class Student(models.Model):
    institution_id = models.BigIntegerField()
    citizen_id = models.BigIntegerField()
    edu_group_id = models.BigIntegerField()
    student_status = models.TextField()
    deleted_at = models.DateTimeField(null=True)

    class Meta:
        app_label = "bench"
        managed = False
        db_table = "students"


class StudentSerializer(serializers.ModelSerializer):
    class Meta:
        model = Student
        fields = ["id", "institution_id", "citizen_id", "edu_group_id", "student_status"]


class StudentList(generics.ListAPIView):
    queryset = Student.objects.filter(deleted_at__isnull=True).order_by("-id")
    serializer_class = StudentSerializer


urlpatterns = [path("staffs/", StaffList.as_view()), path("students/", StudentList.as_view())]
application = get_wsgi_application()

if __name__ == "__main__":
    sys.exit("serve with: gunicorn -w 4 drf_staff:application")
